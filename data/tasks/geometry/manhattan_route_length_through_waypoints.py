# domain: geometry
# function: manhattan_route_length_through_waypoints
# query: Given a list of grid waypoints points, return the total taxicab (Manhattan) length of a
#   route that visits them in order, returning to the first point only when closed=True
#   (default closed=False). Fewer than two points give 0.

def manhattan_route_length_through_waypoints(points, closed=False):
    if len(points) < 2:
        return 0
    total = 0
    for i in range(1, len(points)):
        total += abs(points[i][0] - points[i - 1][0]) + abs(points[i][1] - points[i - 1][1])
    if closed:
        total += abs(points[0][0] - points[-1][0]) + abs(points[0][1] - points[-1][1])
    return total

# --- tests ---
assert manhattan_route_length_through_waypoints([]) == 0
assert manhattan_route_length_through_waypoints([(3, 4)], closed=True) == 0
assert manhattan_route_length_through_waypoints([(0, 0), (3, 4)]) == 7
assert manhattan_route_length_through_waypoints([(0, 0), (3, 4)], closed=True) == 14
assert manhattan_route_length_through_waypoints([(1, 1), (4, 0), (4, 5)]) == 9
assert manhattan_route_length_through_waypoints([(1, 1), (4, 0), (4, 5)], closed=True) == 16
assert manhattan_route_length_through_waypoints([(-2, 3), (2, -3), (2, -3)]) == 10
assert manhattan_route_length_through_waypoints([(5, 2), (1, 7)], closed=False) == 9

# --- implementation 2: zips each waypoint with its successor, adding the closing leg when asked ---
def manhattan_route_length_through_waypoints(points, closed=False):
    if len(points) < 2:
        return 0
    stops = list(points) + [points[0]] if closed else list(points)
    return sum(abs(x2 - x1) + abs(y2 - y1) for (x1, y1), (x2, y2) in zip(stops, stops[1:]))

# --- implementation 3: the x and y legs summed separately with itertools.pairwise ---
from itertools import pairwise


def manhattan_route_length_through_waypoints(points, closed=False):
    if len(points) <= 1:
        return 0
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    if closed:
        xs.append(xs[0])
        ys.append(ys[0])
    return sum(abs(b - a) for a, b in pairwise(xs)) + sum(abs(b - a) for a, b in pairwise(ys))

# --- inputs ---
def random_input(rng):
    pts = [(rng.randint(-6, 6), rng.randint(-6, 6)) for _ in range(rng.choice([0, 1, 2, 3, rng.randint(2, 8)]))]
    if pts and rng.random() < 0.2:
        pts.append(pts[-1])
    if rng.random() < 0.3:
        return (pts,)
    return (pts, rng.random() < 0.5)
