# domain: math_numerical
# function: ordinal_suffix_for_number
# query: Turn a non-negative integer n into its English ordinal string: 1 -> "1st", 2 -> "2nd", 3 ->
#   "3rd", 4 -> "4th", with 11, 12 and 13 (and 111, 112, ...) taking "th". Raise ValueError for
#   a negative n.

def ordinal_suffix_for_number(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    if 11 <= n % 100 <= 13:
        return str(n) + "th"
    last = n % 10
    if last == 1:
        return str(n) + "st"
    if last == 2:
        return str(n) + "nd"
    if last == 3:
        return str(n) + "rd"
    return str(n) + "th"

# --- tests ---
import pytest

assert ordinal_suffix_for_number(0) == "0th"
assert ordinal_suffix_for_number(1) == "1st"
assert ordinal_suffix_for_number(2) == "2nd"
assert ordinal_suffix_for_number(3) == "3rd"
assert ordinal_suffix_for_number(4) == "4th"
assert ordinal_suffix_for_number(11) == "11th"
assert ordinal_suffix_for_number(13) == "13th"
assert ordinal_suffix_for_number(22) == "22nd"
assert ordinal_suffix_for_number(212) == "212th"
with pytest.raises(ValueError):
    ordinal_suffix_for_number(-1)
