# domain: geometry
# function: max_points_on_one_line
# query: Given a list of integer 2D points (duplicates allowed), return the largest number of them
#   that lie on a single straight line. An empty list gives 0 and a single point gives 1.

import math

def max_points_on_one_line(points):
    best = 0
    for i in range(len(points)):
        slopes = {}
        duplicates = 0
        for j in range(i + 1, len(points)):
            dx = points[j][0] - points[i][0]
            dy = points[j][1] - points[i][1]
            if dx == 0 and dy == 0:
                duplicates += 1
                continue
            g = math.gcd(dx, dy)
            dx, dy = dx // g, dy // g
            if dx < 0 or (dx == 0 and dy < 0):
                dx, dy = -dx, -dy
            slopes[(dx, dy)] = slopes.get((dx, dy), 0) + 1
        most = max(slopes.values()) if slopes else 0
        best = max(best, most + duplicates + 1)
    return best

# --- tests ---
assert max_points_on_one_line([]) == 0
assert max_points_on_one_line([(1, 1)]) == 1
assert max_points_on_one_line([(1, 1), (2, 3)]) == 2
assert max_points_on_one_line([(1, 1), (2, 2), (3, 3)]) == 3
assert max_points_on_one_line([(1, 1), (3, 2), (5, 3), (4, 1), (2, 3), (1, 4)]) == 4
assert max_points_on_one_line([(0, 0), (0, 0), (1, 1)]) == 3
assert max_points_on_one_line([(0, 0), (1, 1), (-1, -1), (2, 0)]) == 3
assert max_points_on_one_line([(0, 0), (0, 1), (0, -1), (1, 0)]) == 3
assert max_points_on_one_line([(2, 2), (2, 2), (2, 2)]) == 3
assert max_points_on_one_line([(0, 0), (1, -1), (-1, 1), (2, 1), (4, 2)]) == 3
