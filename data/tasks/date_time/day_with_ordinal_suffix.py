# domain: date_time
# function: day_with_ordinal_suffix
# query: Format a day of the month (1-31) with its English ordinal suffix: 1st, 2nd, 3rd, 4th, and
#   11th, 12th, 13th, 21st, 22nd, 23rd, 31st. Raise ValueError outside 1..31.

def day_with_ordinal_suffix(day):
    if day < 1 or day > 31:
        raise ValueError("day must be 1..31")
    if 11 <= day <= 13:
        return "%dth" % day
    last = day % 10
    if last == 1:
        return "%dst" % day
    if last == 2:
        return "%dnd" % day
    if last == 3:
        return "%drd" % day
    return "%dth" % day

# --- tests ---
import pytest

assert day_with_ordinal_suffix(1) == "1st"
assert day_with_ordinal_suffix(2) == "2nd"
assert day_with_ordinal_suffix(3) == "3rd"
assert day_with_ordinal_suffix(4) == "4th"
assert day_with_ordinal_suffix(11) == "11th"
assert day_with_ordinal_suffix(13) == "13th"
assert day_with_ordinal_suffix(22) == "22nd"
assert day_with_ordinal_suffix(31) == "31st"
with pytest.raises(ValueError):
    day_with_ordinal_suffix(0)
with pytest.raises(ValueError):
    day_with_ordinal_suffix(32)
