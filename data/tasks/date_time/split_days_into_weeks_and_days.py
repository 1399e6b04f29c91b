# domain: date_time
# function: split_days_into_weeks_and_days
# query: Express a non-negative number of days as a human string of weeks and days, e.g. 17 ->
#   '2 weeks, 3 days', 7 -> '1 week', 1 -> '1 day', 0 -> '0 days'. Raise ValueError for negative input.

def split_days_into_weeks_and_days(days):
    if days < 0:
        raise ValueError("negative days")
    weeks, rest = divmod(days, 7)
    parts = []
    if weeks > 0:
        parts.append("%d week%s" % (weeks, "" if weeks == 1 else "s"))
    if rest > 0 or weeks == 0:
        parts.append("%d day%s" % (rest, "" if rest == 1 else "s"))
    return ", ".join(parts)

# --- tests ---
import pytest

assert split_days_into_weeks_and_days(0) == "0 days"
assert split_days_into_weeks_and_days(1) == "1 day"
assert split_days_into_weeks_and_days(6) == "6 days"
assert split_days_into_weeks_and_days(7) == "1 week"
assert split_days_into_weeks_and_days(8) == "1 week, 1 day"
assert split_days_into_weeks_and_days(17) == "2 weeks, 3 days"
assert split_days_into_weeks_and_days(14) == "2 weeks"
with pytest.raises(ValueError):
    split_days_into_weeks_and_days(-1)

# --- implementation 2: a pluralising helper and a list filtered on non-zero parts ---
def _count(n, word):
    return f"{n} {word}" + ("" if n == 1 else "s")


def split_days_into_weeks_and_days(days):
    if days < 0:
        raise ValueError("days must be non-negative")
    if days == 0:
        return "0 days"
    parts = [_count(days // 7, "week"), _count(days % 7, "day")]
    return ", ".join(p for p in parts if not p.startswith("0 "))

# --- implementation 3: branches on whether there are weeks and whether days remain ---
def split_days_into_weeks_and_days(days):
    if days < 0:
        raise ValueError("negative")
    weeks = days // 7
    remainder = days % 7
    day_text = "%d %s" % (remainder, "day" if remainder == 1 else "days")
    if weeks == 0:
        return day_text
    week_text = "%d %s" % (weeks, "week" if weeks == 1 else "weeks")
    return week_text if remainder == 0 else week_text + ", " + day_text

# --- implementation 4: (count, unit) pairs formatted when non-zero, '0 days' as the fallback ---
def split_days_into_weeks_and_days(days):
    if days < 0:
        raise ValueError("days cannot be negative")
    weeks, rest = divmod(days, 7)
    pairs = [(weeks, "week"), (rest, "day")]
    words = ["%d %s%s" % (n, unit, "" if n == 1 else "s") for n, unit in pairs if n]
    return ", ".join(words) or "0 days"

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.07:
        return (-rng.randint(1, 30),)
    if r < 0.4:
        return (rng.choice([0, 1, 2, 6, 7, 8, 13, 14, 15, 21, 22]),)
    return (rng.randint(0, 400),)
