# domain: date_time
# function: parse_spoken_duration_minutes
# query: Parse text, a spoken-style duration like '2 hours 15 minutes', '1 day', '90 min' or '1 hr 5
#   mins', into total minutes. Supported units (case-insensitive): day(s), hour(s)/hr(s),
#   minute(s)/min(s). Raise
#   ValueError for unknown units, a dangling number, or an empty string.

def parse_spoken_duration_minutes(text):
    units = {"day": 1440, "days": 1440, "hour": 60, "hours": 60, "hr": 60, "hrs": 60,
             "minute": 1, "minutes": 1, "min": 1, "mins": 1}
    tokens = text.lower().split()
    if not tokens or len(tokens) % 2 != 0:
        raise ValueError("expected number/unit pairs")
    total = 0
    for i in range(0, len(tokens), 2):
        number, unit = tokens[i], tokens[i + 1]
        if not number.isdigit() or unit not in units:
            raise ValueError("bad duration part: %r %r" % (number, unit))
        total += int(number) * units[unit]
    return total

# --- tests ---
import pytest

assert parse_spoken_duration_minutes("2 hours 15 minutes") == 135
assert parse_spoken_duration_minutes("1 day") == 1440
assert parse_spoken_duration_minutes("90 min") == 90
assert parse_spoken_duration_minutes("1 HR 5 mins") == 65
assert parse_spoken_duration_minutes("1 day 1 hour 1 minute") == 1501
with pytest.raises(ValueError):
    parse_spoken_duration_minutes("")
with pytest.raises(ValueError):
    parse_spoken_duration_minutes("5 weeks")
with pytest.raises(ValueError):
    parse_spoken_duration_minutes("2 hours 15")
with pytest.raises(ValueError):
    parse_spoken_duration_minutes("two hours")

# --- implementation 2: the whitespace-normalised text must match a pattern of pairs ---
import re

PAIR = r"[0-9]+ (?:days?|hours?|hrs?|minutes?|mins?)"


def parse_spoken_duration_minutes(text):
    normalized = " ".join(text.lower().split())
    if not re.fullmatch(PAIR + "(?: " + PAIR + ")*", normalized):
        raise ValueError("cannot parse duration %r" % text)
    total = 0
    for number, unit in re.findall(r"([0-9]+) ([a-z]+)", normalized):
        total += int(number) * (1440 if unit[0] == "d" else 60 if unit[0] == "h" else 1)
    return total

# --- implementation 3: zips the even and odd tokens and maps unit prefixes to minutes ---
def parse_spoken_duration_minutes(text):
    words = text.casefold().split()
    numbers, units = words[::2], words[1::2]
    if not words or len(numbers) != len(units):
        raise ValueError("expected number and unit pairs")
    factor = {"day": 1440, "hour": 60, "hr": 60, "minute": 1, "min": 1}
    total = 0
    for number, unit in zip(numbers, units):
        base = unit[:-1] if unit.endswith("s") else unit
        if base not in factor or not number.isdigit():
            raise ValueError("unknown part %r %r" % (number, unit))
        total += int(number) * factor[base]
    return total

# --- inputs ---
def random_input(rng):
    units = ["day", "days", "hour", "hours", "hr", "hrs", "minute", "minutes", "min", "mins"]
    r = rng.random()
    if r < 0.2:
        return (rng.choice(["", "5 weeks", "2 hours 15", "two hours", "hours", "1 sec", "1 dayss", "1 m", "   ", "-1 hour"]),)
    parts = []
    for _ in range(rng.randint(1, 3)):
        unit = rng.choice(units)
        unit = rng.choice([unit, unit.upper(), unit.title()])
        parts.append("%d %s" % (rng.randint(0, 120), unit))
    sep = rng.choice([" ", " ", "  "])
    return (sep.join(parts),)
