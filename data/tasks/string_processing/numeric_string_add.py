# domain: string_processing
# function: numeric_string_add
# query: Add two non-negative integers a and b given as decimal digit strings and return the sum as
#   a string, digit by digit without converting the whole strings to int. Leading zeros in the
#   result are removed (but "0" stays). Raise ValueError for empty or non-digit input.

def numeric_string_add(a, b):
    for s in (a, b):
        if s == "" or not s.isdigit():
            raise ValueError("operands must be digit strings")
    i, j = len(a) - 1, len(b) - 1
    carry = 0
    digits = []
    while i >= 0 or j >= 0 or carry:
        total = carry
        if i >= 0:
            total += ord(a[i]) - ord("0")
        if j >= 0:
            total += ord(b[j]) - ord("0")
        digits.append(str(total % 10))
        carry = total // 10
        i -= 1
        j -= 1
    result = "".join(reversed(digits)).lstrip("0")
    return result or "0"

# --- tests ---
import pytest

assert numeric_string_add("0", "0") == "0"
assert numeric_string_add("1", "9") == "10"
assert numeric_string_add("999", "1") == "1000"
assert numeric_string_add("123", "4567") == "4690"
assert numeric_string_add("4567", "123") == "4690"
assert numeric_string_add("007", "003") == "10"
assert numeric_string_add("99999999999999999999", "1") == "100000000000000000000"
with pytest.raises(ValueError):
    numeric_string_add("", "1")
with pytest.raises(ValueError):
    numeric_string_add("1", "-2")
