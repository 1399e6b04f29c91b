# domain: date_time
# function: hh_mm_ss_to_seconds
# query: Parse text, a duration string 'H:MM:SS' or 'MM:SS' (minutes and seconds must be 0-59), into
#   total seconds. Raise ValueError for a wrong number of fields, out-of-range minutes/seconds
#   or a negative field (such as '-1:00:00').

def hh_mm_ss_to_seconds(text):
    parts = [int(p) for p in text.split(":")]
    if len(parts) == 2:
        parts.insert(0, 0)
    if len(parts) != 3:
        raise ValueError("expected H:MM:SS or MM:SS")
    hours, minutes, seconds = parts
    if minutes > 59 or seconds > 59 or hours < 0 or minutes < 0 or seconds < 0:
        raise ValueError("field out of range")
    return hours * 3600 + minutes * 60 + seconds

# --- tests ---
import pytest

assert hh_mm_ss_to_seconds("0:00:00") == 0
assert hh_mm_ss_to_seconds("1:02:05") == 3725
assert hh_mm_ss_to_seconds("03:45") == 225
assert hh_mm_ss_to_seconds("59:59") == 3599
assert hh_mm_ss_to_seconds("100:00:01") == 360001
with pytest.raises(ValueError):
    hh_mm_ss_to_seconds("1:60:00")
with pytest.raises(ValueError):
    hh_mm_ss_to_seconds("1:00:60")
with pytest.raises(ValueError):
    hh_mm_ss_to_seconds("1:2:3:4")
with pytest.raises(ValueError):
    hh_mm_ss_to_seconds("45")
with pytest.raises(ValueError):
    hh_mm_ss_to_seconds("-1:00:00")

# --- implementation 2: a regular expression with an optional hours group ---
import re


def hh_mm_ss_to_seconds(text):
    m = re.fullmatch(r"(?:(\d+):)?(\d+):(\d+)", text)
    if m is None:
        raise ValueError("bad duration: %r" % text)
    hours = int(m.group(1) or 0)
    minutes, seconds = int(m.group(2)), int(m.group(3))
    if minutes >= 60 or seconds >= 60:
        raise ValueError("minutes and seconds must be 0-59")
    return (hours * 60 + minutes) * 60 + seconds

# --- implementation 3: folds the fields from the right with a range check per field ---
def hh_mm_ss_to_seconds(text):
    fields = text.split(":")
    if len(fields) not in (2, 3):
        raise ValueError("wrong number of fields")
    values = [int(f) for f in fields]
    if any(v < 0 for v in values) or any(v > 59 for v in values[-2:]):
        raise ValueError("out of range")
    total = 0
    for v in values:
        total = total * 60 + v
    return total

# --- inputs ---
def random_input(rng):
    h, m, s = rng.randint(0, 150), rng.randint(0, 59), rng.randint(0, 59)
    r = rng.random()
    if r < 0.1:
        m = rng.choice([60, 61, 99])
    elif r < 0.2:
        s = rng.choice([60, 75])
    shape = rng.random()
    if shape < 0.4:
        return ("%d:%02d:%02d" % (h, m, s),)
    if shape < 0.7:
        return ("%02d:%02d" % (m, s),)
    if shape < 0.8:
        return ("%d:%d:%d" % (h, m, s),)
    if shape < 0.88:
        return (rng.choice(["45", "1:2:3:4", "0:00:00:00", "7"]),)
    if shape < 0.94:
        return ("-%d:%02d:%02d" % (rng.randint(1, 5), m, s),)
    return (rng.choice(["0:00:00", "59:59", "00:00", "0:59:59"]),)
