# domain: validation
# function: is_valid_latitude_longitude
# query: Check that lat and lon form a valid geographic coordinate: latitude in [-90, 90] and
#   longitude in [-180, 180], both inclusive, given as int or float (bool and NaN are
#   rejected). Returns a bool.

def is_valid_latitude_longitude(lat, lon):
    for value in (lat, lon):
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            return False
        if value != value:
            return False
    if lat < -90 or lat > 90:
        return False
    if lon < -180 or lon > 180:
        return False
    return True

# --- tests ---
import pytest

assert is_valid_latitude_longitude(0, 0) is True
assert is_valid_latitude_longitude(90, 180) is True
assert is_valid_latitude_longitude(-90, -180) is True
assert is_valid_latitude_longitude(90.0001, 0) is False
assert is_valid_latitude_longitude(-90.5, 0) is False
assert is_valid_latitude_longitude(0, 180.5) is False
assert is_valid_latitude_longitude(0, -181) is False
assert is_valid_latitude_longitude(float("nan"), 0) is False
assert is_valid_latitude_longitude(True, 0) is False
assert is_valid_latitude_longitude("45", 0) is False

# --- implementation 2: type() checks and math.isnan, then chained range comparisons ---
import math


def is_valid_latitude_longitude(lat, lon):
    for value in (lat, lon):
        if type(value) not in (int, float) or math.isnan(value):
            return False
    return -90 <= lat <= 90 and -180 <= lon <= 180

# --- implementation 3: one helper per coordinate with its bound ---
def _within(value, bound):
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    return abs(value) <= bound


def is_valid_latitude_longitude(lat, lon):
    lat_ok = _within(lat, 90)
    lon_ok = _within(lon, 180)
    return lat_ok and lon_ok

# --- inputs ---
def random_input(rng):
    specials = [float("nan"), True, False, "45", None, float("inf"), -float("inf")]
    def coord(bound):
        r = rng.random()
        if r < 0.1:
            return rng.choice(specials)
        if r < 0.5:
            return rng.choice([bound, -bound, bound + 0.0001, -bound - 0.5, 0, 0.0, bound + 1])
        return rng.choice([rng.randint(-bound - 5, bound + 5), rng.uniform(-bound - 5, bound + 5)])
    return (coord(90), coord(180))
