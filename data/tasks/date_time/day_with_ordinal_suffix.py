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

# --- implementation 2: a suffix table for 1, 2 and 3 with the teens excluded ---
def day_with_ordinal_suffix(day):
    if not 1 <= day <= 31:
        raise ValueError("day out of range")
    suffixes = {1: "st", 2: "nd", 3: "rd"}
    suffix = "th" if day in (11, 12, 13) else suffixes.get(day % 10, "th")
    return f"{day}{suffix}"

# --- implementation 3: decide on the decimal text's ending ---
def day_with_ordinal_suffix(day):
    if day < 1 or day > 31:
        raise ValueError("expected a day between 1 and 31")
    text = str(day)
    if text.endswith(("11", "12", "13")):
        return text + "th"
    for digit, suffix in (("1", "st"), ("2", "nd"), ("3", "rd")):
        if text.endswith(digit):
            return text + suffix
    return text + "th"

# --- implementation 4: the "th" days as ranges, otherwise index st/nd/rd by the last digit ---
def day_with_ordinal_suffix(day):
    if day < 1 or day > 31:
        raise ValueError("day outside 1..31")
    if 4 <= day <= 20 or 24 <= day <= 30:
        return "%dth" % day
    return "%d%s" % (day, ["st", "nd", "rd"][day % 10 - 1])

# --- inputs ---
def random_input(rng):
    edges = [0, 32, -1, 1, 2, 3, 4, 10, 11, 12, 13, 14, 20, 21, 22, 23, 31]
    return (rng.choice(edges) if rng.random() < 0.6 else rng.randint(1, 31),)
