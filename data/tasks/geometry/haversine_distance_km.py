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

# --- implementation 2: the atan2 form of the haversine central angle ---
import math


def haversine_distance_km(p, q):
    if not (-90 <= p[0] <= 90 and -90 <= q[0] <= 90):
        raise ValueError("latitude must be within [-90, 90]")
    phi1, phi2 = math.radians(p[0]), math.radians(q[0])
    dphi = phi2 - phi1
    dlam = math.radians(q[1] - p[1])
    a = math.sin(dphi / 2) ** 2 + math.cos(phi1) * math.cos(phi2) * math.sin(dlam / 2) ** 2
    angle = 2 * math.atan2(math.sqrt(a), math.sqrt(1 - a))
    return round(6371 * angle, 1)

# --- implementation 3: chord between unit vectors on the sphere, turned into an arc ---
import math


def haversine_distance_km(p, q):
    vectors = []
    for lat, lon in (p, q):
        if abs(lat) > 90:
            raise ValueError("latitude out of range")
        la, lo = math.radians(lat), math.radians(lon)
        vectors.append((math.cos(la) * math.cos(lo), math.cos(la) * math.sin(lo), math.sin(la)))
    chord = math.dist(vectors[0], vectors[1])
    return round(6371 * 2 * math.asin(min(1.0, chord / 2)), 1)

# --- inputs ---
def random_input(rng):
    def point():
        return (rng.randint(-9000, 9000) / 100, rng.randint(-18000, 18000) / 100)

    r = rng.random()
    if r < 0.08:
        return ((rng.choice([90.5, -91, 100]), 0), point())
    if r < 0.14:
        return (point(), (rng.choice([-90.5, 91]), 10))
    if r < 0.3:
        return rng.choice([((0, 0), (0, 0)), ((0, 0), (0, 1)), ((90, 0), (-90, 0)), ((60, 10), (60, 20)), ((51.5074, -0.1278), (48.8566, 2.3522))])
    return (point(), point())
