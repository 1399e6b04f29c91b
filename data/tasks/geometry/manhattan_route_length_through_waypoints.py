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
