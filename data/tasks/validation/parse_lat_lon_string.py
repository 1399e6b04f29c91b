# domain: validation
# function: parse_lat_lon_string
# query: Parse text, a "lat,lon" string such as "51.5074,-0.1278" (optional spaces around the
#   parts), into a (lat, lon) tuple of floats, raising ValueError if there are not exactly two
#   parts, a part is not a number, latitude is outside [-90, 90] or longitude is outside [-180,
#   180].

def parse_lat_lon_string(text):
    parts = text.split(",")
    if len(parts) != 2:
        raise ValueError("expected 'lat,lon'")
    lat = float(parts[0].strip())
    lon = float(parts[1].strip())
    if lat < -90 or lat > 90:
        raise ValueError("latitude out of range")
    if lon < -180 or lon > 180:
        raise ValueError("longitude out of range")
    return (lat, lon)

# --- tests ---
import pytest

assert parse_lat_lon_string("51.5074,-0.1278") == (51.5074, -0.1278)
assert parse_lat_lon_string(" 90 , 180 ") == (90.0, 180.0)
assert parse_lat_lon_string("-90,-180") == (-90.0, -180.0)
with pytest.raises(ValueError):
    parse_lat_lon_string("90.5,0")
with pytest.raises(ValueError):
    parse_lat_lon_string("-91,0")
with pytest.raises(ValueError):
    parse_lat_lon_string("0,180.1")
with pytest.raises(ValueError):
    parse_lat_lon_string("0,-181")
with pytest.raises(ValueError):
    parse_lat_lon_string("1,2,3")
with pytest.raises(ValueError):
    parse_lat_lon_string("north,0")
