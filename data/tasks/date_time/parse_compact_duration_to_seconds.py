# domain: date_time
# function: parse_compact_duration_to_seconds
# query: Parse a compact duration string such as '1h30m', '45s', '2d4h' or '1h5m10s' into a total
#   number of seconds. Units are d, h, m, s; raise ValueError on an empty string or any text that
#   is not a sequence of number+unit pairs.

import re

def parse_compact_duration_to_seconds(text):
    factors = {"d": 86400, "h": 3600, "m": 60, "s": 1}
    if not text or not re.fullmatch(r"(\d+[dhms])+", text):
        raise ValueError("invalid duration: %r" % text)
    total = 0
    for number, unit in re.findall(r"(\d+)([dhms])", text):
        total += int(number) * factors[unit]
    return total

# --- tests ---
import pytest

assert parse_compact_duration_to_seconds("1h30m") == 5400
assert parse_compact_duration_to_seconds("45s") == 45
assert parse_compact_duration_to_seconds("2d4h") == 187200
assert parse_compact_duration_to_seconds("1h5m10s") == 3910
assert parse_compact_duration_to_seconds("0m") == 0
assert parse_compact_duration_to_seconds("1d1s") == 86401
with pytest.raises(ValueError):
    parse_compact_duration_to_seconds("")
with pytest.raises(ValueError):
    parse_compact_duration_to_seconds("1x")
with pytest.raises(ValueError):
    parse_compact_duration_to_seconds("h30")

# --- implementation 2: character scan that accumulates digits until a unit letter ---
def parse_compact_duration_to_seconds(text):
    units = {"d": 86400, "h": 3600, "m": 60, "s": 1}
    total, digits = 0, ""
    for ch in text:
        if ch in "0123456789":
            digits += ch
        elif ch in units and digits:
            total += int(digits) * units[ch]
            digits = ""
        else:
            raise ValueError("unexpected character %r" % ch)
    if digits or not text:
        raise ValueError("incomplete duration")
    return total

# --- implementation 3: re.split on the unit letters, then pairs of number and unit ---
import re

SECONDS = {"d": 86400, "h": 3600, "m": 60, "s": 1}


def parse_compact_duration_to_seconds(text):
    pieces = re.split(r"([dhms])", text)
    if len(pieces) < 3 or pieces[-1] != "":
        raise ValueError("not a number+unit sequence")
    numbers, units = pieces[0:-1:2], pieces[1::2]
    if not all(n.isascii() and n.isdigit() for n in numbers):
        raise ValueError("bad number")
    return sum(int(n) * SECONDS[u] for n, u in zip(numbers, units))

# --- implementation 4: re.finditer over number+unit pairs that must tile the whole string ---
import re

UNIT_SECONDS = {"d": 86400, "h": 3600, "m": 60, "s": 1}


def parse_compact_duration_to_seconds(text):
    total, position = 0, 0
    for match in re.finditer(r"([0-9]+)([dhms])", text):
        if match.start() != position:
            raise ValueError("unexpected text in %r" % text)
        total += int(match.group(1)) * UNIT_SECONDS[match.group(2)]
        position = match.end()
    if position == 0 or position != len(text):
        raise ValueError("not a compact duration: %r" % text)
    return total

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.2:
        return (rng.choice(["", "1x", "h30", "30", "1h30", "m", "1hm", "1 h", "1H", "-1h", "1h-2m", "1.5h"]),)
    units = [u for u in "dhms" if rng.random() < 0.5] or [rng.choice("dhms")]
    if rng.random() < 0.15:
        units = units + [rng.choice("dhms")]
    return ("".join("%d%s" % (rng.choice([0, 1, rng.randint(0, 99)]), u) for u in units),)
