# domain: geometry
# function: rotate_point_quarter_turns
# query: Rotate an integer point counter-clockwise by a whole number of quarter turns (90 degrees
#   each; negative means clockwise) about center (default (0, 0)) and return the new integer
#   point.

def rotate_point_quarter_turns(point, turns, center=(0, 0)):
    x = point[0] - center[0]
    y = point[1] - center[1]
    for _ in range(turns % 4):
        x, y = -y, x
    return (x + center[0], y + center[1])

# --- tests ---
assert rotate_point_quarter_turns((1, 0), 0) == (1, 0)
assert rotate_point_quarter_turns((1, 0), 1) == (0, 1)
assert rotate_point_quarter_turns((1, 0), 2) == (-1, 0)
assert rotate_point_quarter_turns((2, 3), 3) == (3, -2)
assert rotate_point_quarter_turns((2, 3), -1) == (3, -2)
assert rotate_point_quarter_turns((2, 3), 4) == (2, 3)
assert rotate_point_quarter_turns((3, 1), 1, (1, 1)) == (1, 3)
assert rotate_point_quarter_turns((4, 2), 2, (1, 5)) == (-2, 8)

# --- implementation 2: the four rotation matrices as coefficient rows ---
MATRICES = [((1, 0), (0, 1)), ((0, -1), (1, 0)), ((-1, 0), (0, -1)), ((0, 1), (-1, 0))]


def rotate_point_quarter_turns(point, turns, center=(0, 0)):
    (a, b), (c, d) = MATRICES[turns % 4]
    x, y = point[0] - center[0], point[1] - center[1]
    return (center[0] + a * x + b * y, center[1] + c * x + d * y)

# --- implementation 3: one case per residue of turns mod 4 ---
def rotate_point_quarter_turns(point, turns, center=(0, 0)):
    dx, dy = point[0] - center[0], point[1] - center[1]
    k = turns % 4
    if k == 1:
        dx, dy = -dy, dx
    elif k == 2:
        dx, dy = -dx, -dy
    elif k == 3:
        dx, dy = dy, -dx
    return (center[0] + dx, center[1] + dy)

# --- inputs ---
def random_input(rng):
    point = (rng.randint(-9, 9), rng.randint(-9, 9))
    if rng.random() < 0.1:
        point = (point[0] * 10 ** 17 + 1, point[1] * 10 ** 17 - 3)
    turns = rng.choice([0, 1, 2, 3, 4, -1, -2, -5, rng.randint(-10, 10)])
    if rng.random() < 0.4:
        return (point, turns)
    return (point, turns, (rng.randint(-5, 5), rng.randint(-5, 5)))
