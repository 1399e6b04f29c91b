# domain: geometry
# function: cohen_sutherland_outcode
# query: Compute the Cohen-Sutherland region outcode of the point x, y relative to a clipping window
#   (xmin, ymin, xmax, ymax): bit 1 = left, bit 2 = right, bit 4 = bottom, bit 8 = top; points
#   inside or on the border get 0.

def cohen_sutherland_outcode(x, y, window):
    xmin, ymin, xmax, ymax = window
    code = 0
    if x < xmin:
        code |= 1
    elif x > xmax:
        code |= 2
    if y < ymin:
        code |= 4
    elif y > ymax:
        code |= 8
    return code

# --- tests ---
assert cohen_sutherland_outcode(5, 5, (0, 0, 10, 10)) == 0
assert cohen_sutherland_outcode(0, 10, (0, 0, 10, 10)) == 0
assert cohen_sutherland_outcode(-1, 5, (0, 0, 10, 10)) == 1
assert cohen_sutherland_outcode(11, 5, (0, 0, 10, 10)) == 2
assert cohen_sutherland_outcode(5, -1, (0, 0, 10, 10)) == 4
assert cohen_sutherland_outcode(5, 11, (0, 0, 10, 10)) == 8
assert cohen_sutherland_outcode(-1, 11, (0, 0, 10, 10)) == 9
assert cohen_sutherland_outcode(12, -3, (0, 0, 10, 10)) == 6
assert cohen_sutherland_outcode(3, 7, (2, 6, 4, 8)) == 0
assert cohen_sutherland_outcode(10, 0, (0, 0, 10, 10)) == 0

# --- implementation 2: boolean comparisons weighted by their bit values ---
def cohen_sutherland_outcode(x, y, window):
    xmin, ymin, xmax, ymax = window
    left, right = x < xmin, x > xmax
    bottom, top = y < ymin, y > ymax
    return left * 1 + right * 2 + bottom * 4 + top * 8

# --- implementation 3: a table of (outside test, bit) pairs folded with bitwise or ---
def cohen_sutherland_outcode(x, y, window):
    checks = (
        (x < window[0], 1),
        (x > window[2], 2),
        (y < window[1], 4),
        (y > window[3], 8),
    )
    code = 0
    for outside, bit in checks:
        if outside:
            code |= bit
    return code

# --- implementation 4: one horizontal and one vertical code, or-ed together ---
def cohen_sutherland_outcode(x, y, window):
    xmin, ymin, xmax, ymax = window
    horizontal = 1 if x < xmin else 2 if x > xmax else 0
    vertical = 4 if y < ymin else 8 if y > ymax else 0
    return horizontal | vertical

# --- inputs ---
def random_input(rng):
    x1, y1 = rng.randint(-5, 5), rng.randint(-5, 5)
    w = (x1, y1, x1 + rng.randint(0, 8), y1 + rng.randint(0, 8))
    x = rng.choice([w[0], w[2], w[0] - 1, w[2] + 1, rng.randint(-10, 12)])
    y = rng.choice([w[1], w[3], w[1] - 1, w[3] + 1, rng.randint(-10, 12)])
    return (x, y, w)
