# domain: string_processing
# function: group_digits_with_spaces
# query: Format digits, a digit string, in groups of size (default 4) from the left separated by
#   spaces, as for a card number: "4111111111111111" -> "4111 1111 1111 1111"; a shorter last
#   group is kept. Raise ValueError if size < 1 or the string contains non-digits.

def group_digits_with_spaces(digits, size=4):
    if size < 1:
        raise ValueError("size must be positive")
    if not digits.isdigit() and digits != "":
        raise ValueError("digits only")
    groups = []
    for start in range(0, len(digits), size):
        groups.append(digits[start:start + size])
    return " ".join(groups)

# --- tests ---
import pytest

assert group_digits_with_spaces("") == ""
assert group_digits_with_spaces("4111111111111111") == "4111 1111 1111 1111"
assert group_digits_with_spaces("12345") == "1234 5"
assert group_digits_with_spaces("1234") == "1234"
assert group_digits_with_spaces("123456789", 3) == "123 456 789"
assert group_digits_with_spaces("12", 1) == "1 2"
with pytest.raises(ValueError):
    group_digits_with_spaces("1234", 0)
with pytest.raises(ValueError):
    group_digits_with_spaces("12a4")
