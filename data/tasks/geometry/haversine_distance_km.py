# domain: geometry
# function: haversine_distance_km
# query: Compute the great-circle distance in kilometres between two (latitude, longitude) points p
#   and q in decimal degrees using the haversine formula with Earth radius 6371 km, rounded to
#   1 decimal. Raise ValueError for latitudes outside [-90, 90].

import math

def haversine_distance_km(p, q):
    for lat, _ in (p, q):
        if lat < -90 or lat > 90:
            raise ValueError("latitude out of range")
    lat1, lon1 = math.radians(p[0]), math.radians(p[1])
    lat2, lon2 = math.radians(q[0]), math.radians(q[1])
    dlat = lat2 - lat1
    dlon = lon2 - lon1
    h = math.sin(dlat / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin(dlon / 2) ** 2
    return round(2 * 6371 * math.asin(math.sqrt(h)), 1)

# --- tests ---
import pytest

assert haversine_distance_km((0, 0), (0, 0)) == 0.0
assert haversine_distance_km((0, 0), (0, 1)) == 111.2
assert haversine_distance_km((0, 0), (1, 0)) == 111.2
assert haversine_distance_km((51.5074, -0.1278), (48.8566, 2.3522)) == 343.6
assert haversine_distance_km((90, 0), (-90, 0)) == 20015.1
assert haversine_distance_km((40.7128, -74.006), (34.0522, -118.2437)) == 3935.7
assert haversine_distance_km((60, 10), (60, 20)) == 555.4
with pytest.raises(ValueError):
    haversine_distance_km((91, 0), (0, 0))
with pytest.raises(ValueError):
    haversine_distance_km((0, 0), (-90.5, 0))
