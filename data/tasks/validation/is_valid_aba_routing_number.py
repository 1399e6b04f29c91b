# domain: validation
# function: is_valid_aba_routing_number
# query: Validate a US ABA bank routing number: exactly 9 ASCII digits whose checksum
#   3*(d1+d4+d7) + 7*(d2+d5+d8) + (d3+d6+d9) is a multiple of 10, and not all zeros. Returns a bool.

def is_valid_aba_routing_number(number):
    if len(number) != 9 or not number.isdigit() or not number.isascii():
        return False
    if number == "000000000":
        return False
    weights = [3, 7, 1]
    total = 0
    for i, ch in enumerate(number):
        total += int(ch) * weights[i % 3]
    return total % 10 == 0

# --- tests ---
import pytest

assert is_valid_aba_routing_number("011000015") is True
assert is_valid_aba_routing_number("021000021") is True
assert is_valid_aba_routing_number("111000025") is True
assert is_valid_aba_routing_number("021000022") is False
assert is_valid_aba_routing_number("000000000") is False
assert is_valid_aba_routing_number("02100002") is False
assert is_valid_aba_routing_number("0210000210") is False
assert is_valid_aba_routing_number("02100002a") is False
assert is_valid_aba_routing_number("100000030") is False
assert is_valid_aba_routing_number("100000007") is True
