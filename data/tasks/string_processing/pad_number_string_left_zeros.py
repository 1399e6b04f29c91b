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

# --- implementation 2: insert zeros one at a time just after the optional sign until the width is reached ---
def pad_number_string_left_zeros(number, width):
    at = 1 if number.startswith("-") else 0
    while len(number) < width:
        number = number[:at] + "0" + number[at:]
    return number

# --- implementation 3: rjust the digits to the width left after the sign ---
def pad_number_string_left_zeros(number, width):
    negative = number[:1] == "-"
    body = number[1:] if negative else number
    body = body.rjust(width - (1 if negative else 0), "0")
    return ("-" if negative else "") + body

# --- inputs ---
def random_input(rng):
    digits = "".join(rng.choice("0123456789") for _ in range(rng.randint(0, 6)))
    number = ("-" + digits) if digits and rng.random() < 0.4 else digits
    return (number, rng.choice([0, 1, 2, len(number), len(number) + 1, len(number) + 3, 6]))
