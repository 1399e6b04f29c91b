# domain: validation
# function: is_valid_coupon_code
# query: Validate a coupon code of the form "XXXX-XXXX-C": two groups of four uppercase letters or
#   digits and a final check character equal to the digit (sum of the values of all eight group
#   characters) mod 10, where a digit counts as its value and a letter as its position (A=1 ... Z=26).

def is_valid_coupon_code(code):
    if len(code) != 11 or code[4] != "-" or code[9] != "-":
        return False
    total = 0
    for ch in code[:4] + code[5:9]:
        if "0" <= ch <= "9":
            total += ord(ch) - ord("0")
        elif "A" <= ch <= "Z":
            total += ord(ch) - ord("A") + 1
        else:
            return False
    return code[10] == str(total % 10)

# --- tests ---
import pytest

assert is_valid_coupon_code("AAAA-AAAA-8") is True
assert is_valid_coupon_code("AAAA-AAAA-9") is False
assert is_valid_coupon_code("0000-0000-0") is True
assert is_valid_coupon_code("ZZZZ-9999-0") is True
assert is_valid_coupon_code("ABC1-XYZ9-5") is False
assert is_valid_coupon_code("ABC1-XYZ9-1") is True
assert is_valid_coupon_code("abcd-AAAA-8") is False
assert is_valid_coupon_code("AAAA_AAAA-8") is False
assert is_valid_coupon_code("AAAA-AAAA8") is False
assert is_valid_coupon_code("AAAA-AAAA_8") is False
