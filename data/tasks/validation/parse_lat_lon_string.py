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

# --- implementation 2: map float over the stripped parts, chained range checks ---
def parse_lat_lon_string(text):
    pieces = [p.strip() for p in text.split(",")]
    if len(pieces) != 2:
        raise ValueError("need exactly two parts")
    lat, lon = map(float, pieces)
    if not -90 <= lat <= 90 or not -180 <= lon <= 180:
        raise ValueError("coordinate out of range")
    return lat, lon

# --- implementation 3: partition on the comma and a helper with the bound per axis ---
def _coordinate(part, limit, name):
    value = float(part)
    if abs(value) > limit:
        raise ValueError("%s out of range: %s" % (name, value))
    return value


def parse_lat_lon_string(text):
    first, comma, second = text.partition(",")
    if not comma or "," in second:
        raise ValueError("expected 'lat,lon'")
    lat = _coordinate(first, 90, "latitude")
    lon = _coordinate(second, 180, "longitude")
    return (lat, lon)

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.1:
        return (rng.choice(["1,2,3", "north,0", "", "1", ",", "1,", "1;2"]),)
    lat = rng.choice(["90", "-90", "90.5", "-91", "0", "51.5074", "-33.9", "45"])
    lon = rng.choice(["180", "-180", "180.1", "-181", "0", "-0.1278", "151.2"])
    return (rng.choice(["", " "]) + lat + rng.choice(["", " "]) + "," + rng.choice(["", " "]) + lon + rng.choice(["", " "]),)
