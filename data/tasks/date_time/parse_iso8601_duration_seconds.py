# domain: date_time
# function: parse_iso8601_duration_seconds
# query: Parse text, a simple ISO 8601 duration such as 'P1DT2H30M', 'PT45S' or 'P3D' (days, hours,
#   minutes, seconds only; no years/months/weeks), into total seconds. Raise ValueError for
#   strings that do not match, including a bare 'P' or 'PT'.

import re

def parse_iso8601_duration_seconds(text):
    match = re.fullmatch(r"P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?", text)
    if match is None or text in ("P", "PT") or text.endswith("T"):
        raise ValueError("invalid ISO 8601 duration: %r" % text)
    days, hours, minutes, seconds = (int(g) if g else 0 for g in match.groups())
    return days * 86400 + hours * 3600 + minutes * 60 + seconds

# --- tests ---
import pytest

assert parse_iso8601_duration_seconds("P1DT2H30M") == 95400
assert parse_iso8601_duration_seconds("PT45S") == 45
assert parse_iso8601_duration_seconds("P3D") == 259200
assert parse_iso8601_duration_seconds("PT1H1S") == 3601
assert parse_iso8601_duration_seconds("PT0S") == 0
assert parse_iso8601_duration_seconds("PT2M") == 120
with pytest.raises(ValueError):
    parse_iso8601_duration_seconds("P")
with pytest.raises(ValueError):
    parse_iso8601_duration_seconds("PT")
with pytest.raises(ValueError):
    parse_iso8601_duration_seconds("P1DT")
with pytest.raises(ValueError):
    parse_iso8601_duration_seconds("1H")

# --- implementation 2: hand parser over the date part and the time part after 'T' ---
def parse_iso8601_duration_seconds(text):
    if not text.startswith("P") or text in ("P", "PT"):
        raise ValueError("invalid duration %r" % text)
    date_part, sep, time_part = text[1:].partition("T")
    if sep and not time_part:
        raise ValueError("empty time part")
    total = 0
    for part, units in ((date_part, "D"), (time_part, "HMS")):
        number = ""
        for ch in part:
            if ch.isdigit() and ch.isascii():
                number += ch
            elif ch in units and number:
                total += int(number) * {"D": 86400, "H": 3600, "M": 60, "S": 1}[ch]
                units = units[units.index(ch) + 1:]
                number = ""
            else:
                raise ValueError("invalid duration %r" % text)
        if number:
            raise ValueError("number without unit")
    return total

# --- implementation 3: named groups, requiring one component and a component after any 'T' ---
import re

PATTERN = re.compile(r"P(?:(?P<d>[0-9]+)D)?(?:T(?:(?P<h>[0-9]+)H)?(?:(?P<m>[0-9]+)M)?(?:(?P<s>[0-9]+)S)?)?")


def parse_iso8601_duration_seconds(text):
    m = PATTERN.fullmatch(text)
    if not m or not any(m.groupdict().values()):
        raise ValueError("not an ISO 8601 duration")
    if "T" in text and not any(m.group(k) for k in "hms"):
        raise ValueError("'T' without a time component")
    parts = {k: int(v or 0) for k, v in m.groupdict().items()}
    return parts["d"] * 86400 + parts["h"] * 3600 + parts["m"] * 60 + parts["s"]

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.2:
        return (rng.choice(["P", "PT", "P1DT", "1H", "PT1D", "P1H", "PT1S1M", "P1D2D", "PT1.5S", "p1d", "P1W", "P1Y", ""]),)
    text = "P"
    if rng.random() < 0.5:
        text += "%dD" % rng.randint(0, 9)
    units = [u for u in "HMS" if rng.random() < 0.5]
    if units or text == "P":
        text += "T" + "".join("%d%s" % (rng.choice([0, rng.randint(0, 90)]), u) for u in units)
    return (text,)
