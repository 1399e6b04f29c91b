# domain: geometry
# function: point_in_circle_integer
# query: Classify an integer point relative to a circle with integer center and radius: return
#   'inside', 'on' (exactly on the circumference) or 'outside', using exact integer arithmetic.
#   Raise ValueError for a negative radius.

def point_in_circle_integer(point, center, radius):
    if radius < 0:
        raise ValueError("radius must be non-negative")
    dx = point[0] - center[0]
    dy = point[1] - center[1]
    dist_sq = dx * dx + dy * dy
    r_sq = radius * radius
    if dist_sq < r_sq:
        return "inside"
    if dist_sq == r_sq:
        return "on"
    return "outside"

# --- tests ---
import pytest

assert point_in_circle_integer((0, 0), (0, 0), 5) == "inside"
assert point_in_circle_integer((3, 4), (0, 0), 5) == "on"
assert point_in_circle_integer((4, 4), (0, 0), 5) == "outside"
assert point_in_circle_integer((4, 6), (1, 2), 5) == "on"
assert point_in_circle_integer((2, 3), (1, 2), 1) == "outside"
assert point_in_circle_integer((1, 1), (1, 1), 0) == "on"
assert point_in_circle_integer((-2, 5), (1, 2), 5) == "inside"
with pytest.raises(ValueError):
    point_in_circle_integer((0, 0), (0, 0), -1)

# --- implementation 2: a three-way comparison indexes the labels ---
def point_in_circle_integer(point, center, radius):
    if radius < 0:
        raise ValueError("negative radius")
    d2 = sum((p - c) ** 2 for p, c in zip(point, center))
    r2 = radius ** 2
    return ("inside", "on", "outside")[(d2 > r2) - (d2 < r2) + 1]

# --- implementation 3: checks the boundary first, then which side ---
def point_in_circle_integer(point, center, radius):
    if radius < 0:
        raise ValueError("radius must be >= 0")
    px, py = point[0] - center[0], point[1] - center[1]
    squared_distance = px ** 2 + py ** 2
    if squared_distance == radius ** 2:
        return "on"
    return "inside" if squared_distance < radius ** 2 else "outside"

# --- inputs ---
def random_input(rng):
    center = (rng.randint(-5, 5), rng.randint(-5, 5))
    radius = rng.choice([0, 1, 5, rng.randint(0, 6)])
    if rng.random() < 0.07:
        radius = -rng.randint(1, 3)
    if rng.random() < 0.35:
        dx, dy = rng.choice([(3, 4), (0, 1), (1, 0), (4, 3), (0, 5), (-3, -4)])
        k = rng.choice([1, radius // 5 if radius >= 5 else 1])
        return ((center[0] + dx * k, center[1] + dy * k), center, radius)
    return ((rng.randint(-10, 10), rng.randint(-10, 10)), center, radius)
