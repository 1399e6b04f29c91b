# domain: geometry
# function: dms_to_decimal_degrees
# query: Convert an angle in degrees, minutes and seconds plus a hemisphere letter ('N', 'S', 'E',
#   'W') to signed decimal degrees rounded to 6 decimals (S and W are negative). Raise ValueError for
#   minutes or seconds outside [0, 60) or an unknown hemisphere.

def dms_to_decimal_degrees(degrees, minutes, seconds, hemisphere):
    if minutes < 0 or minutes >= 60 or seconds < 0 or seconds >= 60:
        raise ValueError("minutes/seconds out of range")
    if hemisphere not in ("N", "S", "E", "W"):
        raise ValueError("unknown hemisphere")
    value = degrees + minutes / 60 + seconds / 3600
    if hemisphere in ("S", "W"):
        value = -value
    return round(value, 6)

# --- tests ---
import pytest

assert dms_to_decimal_degrees(40, 26, 46, "N") == 40.446111
assert dms_to_decimal_degrees(79, 58, 56, "W") == -79.982222
assert dms_to_decimal_degrees(33, 52, 0, "S") == -33.866667
assert dms_to_decimal_degrees(151, 12, 30, "E") == 151.208333
assert dms_to_decimal_degrees(0, 0, 0, "N") == 0.0
assert dms_to_decimal_degrees(10, 59, 59.5, "E") == 10.999861
with pytest.raises(ValueError):
    dms_to_decimal_degrees(10, 60, 0, "N")
with pytest.raises(ValueError):
    dms_to_decimal_degrees(10, 0, 60, "N")
with pytest.raises(ValueError):
    dms_to_decimal_degrees(10, -1, 0, "N")
with pytest.raises(ValueError):
    dms_to_decimal_degrees(10, 0, 0, "X")

# --- implementation 2: total arc-seconds over 3600, signed by a hemisphere table ---
SIGNS = {"N": 1, "E": 1, "S": -1, "W": -1}


def dms_to_decimal_degrees(degrees, minutes, seconds, hemisphere):
    if not (0 <= minutes < 60 and 0 <= seconds < 60):
        raise ValueError("minutes and seconds must be in [0, 60)")
    if hemisphere not in SIGNS:
        raise ValueError("hemisphere must be N, S, E or W")
    total_seconds = degrees * 3600 + minutes * 60 + seconds
    return round(SIGNS[hemisphere] * total_seconds / 3600, 6)

# --- implementation 3: exact Fraction arithmetic, converted to float at the end ---
from fractions import Fraction


def dms_to_decimal_degrees(degrees, minutes, seconds, hemisphere):
    if hemisphere not in "NSEW" or len(hemisphere) != 1:
        raise ValueError("unknown hemisphere")
    for part in (minutes, seconds):
        if part < 0 or part >= 60:
            raise ValueError("minutes or seconds out of range")
    value = Fraction(degrees) + Fraction(minutes) / 60 + Fraction(seconds) / 3600
    if hemisphere in "SW":
        value = -value
    return round(float(value), 6)

# --- inputs ---
def random_input(rng):
    d = rng.randint(0, 180)
    m = rng.choice([0, 59, rng.randint(0, 59)])
    s = rng.choice([0, 59, 59.5, rng.randint(0, 59), rng.randint(0, 119) / 2])
    h = rng.choice("NSEW")
    r = rng.random()
    if r < 0.06:
        m = rng.choice([60, -1])
    elif r < 0.12:
        s = rng.choice([60, -1, 60.5])
    elif r < 0.18:
        h = rng.choice(["X", "n", "NE"])
    return (d, m, s, h)
