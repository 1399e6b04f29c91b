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
