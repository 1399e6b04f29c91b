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

# --- implementation 2: slices of every third digit, weighted sums ---
def is_valid_aba_routing_number(number):
    if len(number) != 9 or not all("0" <= c <= "9" for c in number):
        return False
    digits = [int(c) for c in number]
    checksum = 3 * sum(digits[0::3]) + 7 * sum(digits[1::3]) + sum(digits[2::3])
    return checksum % 10 == 0 and any(digits)

# --- implementation 3: regex check and a zip with the repeated weight pattern ---
import re


def is_valid_aba_routing_number(number):
    if re.fullmatch(r"[0-9]{9}", number) is None or int(number) == 0:
        return False
    total = sum(w * int(d) for w, d in zip((3, 7, 1) * 3, number))
    return not total % 10

# --- implementation 4: the digit sum modulo 10 accumulated with divmod per group of three ---
def is_valid_aba_routing_number(number):
    if len(number) != 9 or not all(ch in "0123456789" for ch in number) or not number.strip("0"):
        return False
    total = 0
    for start in range(0, 9, 3):
        a, b, c = (int(ch) for ch in number[start:start + 3])
        total = (total + 3 * a + 7 * b + c) % 10
    return total == 0

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.15:
        return (rng.choice(["000000000", "02100002", "0210000210", "02100002a", "", "١١١٠٠٠٠٢٥"]),)
    digits = [rng.randint(0, 9) for _ in range(8)]
    total = sum(w * d for w, d in zip((3, 7, 1, 3, 7, 1, 3, 7), digits))
    last = (-total) % 10
    if rng.random() < 0.4:
        last = (last + rng.randint(1, 9)) % 10
    return ("".join(map(str, digits)) + str(last),)
