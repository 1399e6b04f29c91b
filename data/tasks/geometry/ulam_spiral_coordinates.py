# domain: geometry
# function: ulam_spiral_coordinates
# query: Return the (x, y) grid coordinates of integer n >= 1 on a square spiral starting with 1 at
#   the origin and moving right, then up, then left, then down in growing rings (2 is at (1, 0),
#   3 at (1, 1), 4 at (0, 1), 5 at (-1, 1)). Raise ValueError for n < 1.

def ulam_spiral_coordinates(n):
    if n < 1:
        raise ValueError("n must be >= 1")
    x = y = 0
    value = 1
    step = 1
    directions = [(1, 0), (0, 1), (-1, 0), (0, -1)]
    d = 0
    while value < n:
        for _ in range(2):
            dx, dy = directions[d % 4]
            move = min(step, n - value)
            x += dx * move
            y += dy * move
            value += move
            d += 1
        step += 1
    return (x, y)

# --- tests ---
import pytest

assert ulam_spiral_coordinates(1) == (0, 0)
assert ulam_spiral_coordinates(2) == (1, 0)
assert ulam_spiral_coordinates(3) == (1, 1)
assert ulam_spiral_coordinates(5) == (-1, 1)
assert ulam_spiral_coordinates(7) == (-1, -1)
assert ulam_spiral_coordinates(9) == (1, -1)
assert ulam_spiral_coordinates(10) == (2, -1)
assert ulam_spiral_coordinates(13) == (2, 2)
assert ulam_spiral_coordinates(20) == (-2, -1)
with pytest.raises(ValueError):
    ulam_spiral_coordinates(0)
