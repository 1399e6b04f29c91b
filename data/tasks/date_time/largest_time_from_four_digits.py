# domain: date_time
# function: largest_time_from_four_digits
# query: Given exactly four digits, return the latest valid 24-hour time 'HH:MM' that uses each digit
#   exactly once, or an empty string if no valid time can be formed. Raise ValueError unless exactly
#   four digits are given.

import itertools

def largest_time_from_four_digits(digits):
    if len(digits) != 4:
        raise ValueError("need exactly four digits")
    best = -1
    for a, b, c, d in itertools.permutations(digits):
        hours = a * 10 + b
        minutes = c * 10 + d
        if hours < 24 and minutes < 60:
            best = max(best, hours * 60 + minutes)
    if best < 0:
        return ""
    return "%02d:%02d" % (best // 60, best % 60)

# --- tests ---
import pytest

assert largest_time_from_four_digits([1, 2, 3, 4]) == "23:41"
assert largest_time_from_four_digits([5, 5, 5, 5]) == ""
assert largest_time_from_four_digits([0, 0, 0, 0]) == "00:00"
assert largest_time_from_four_digits([0, 4, 0, 0]) == "04:00"
assert largest_time_from_four_digits([2, 0, 6, 6]) == "06:26"
assert largest_time_from_four_digits([2, 3, 5, 9]) == "23:59"
assert largest_time_from_four_digits([2, 4, 0, 0]) == "20:40"
assert largest_time_from_four_digits([1, 9, 6, 0]) == "19:06"
with pytest.raises(ValueError):
    largest_time_from_four_digits([1, 2, 3])
