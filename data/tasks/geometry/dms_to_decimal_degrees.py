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
