# domain: string_processing
# function: pad_number_string_left_zeros
# query: Left-pad number, a string of digits, with "0" to the given width, keeping a leading "-"
#   sign in front of the zeros ("-42", width 5 -> "-0042"; the sign counts toward the width).
#   Strings already at least width long are returned unchanged.

def pad_number_string_left_zeros(number, width):
    sign = ""
    digits = number
    if number.startswith("-"):
        sign = "-"
        digits = number[1:]
    zeros = max(0, width - len(sign) - len(digits))
    return sign + "0" * zeros + digits

# --- tests ---
import pytest

assert pad_number_string_left_zeros("42", 5) == "00042"
assert pad_number_string_left_zeros("-42", 5) == "-0042"
assert pad_number_string_left_zeros("12345", 5) == "12345"
assert pad_number_string_left_zeros("123456", 5) == "123456"
assert pad_number_string_left_zeros("7", 2) == "07"
assert pad_number_string_left_zeros("", 3) == "000"
assert pad_number_string_left_zeros("-1", 2) == "-1"
assert pad_number_string_left_zeros("-1", 3) == "-01"
