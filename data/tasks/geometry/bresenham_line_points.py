# domain: geometry
# function: bresenham_line_points
# query: Return the list of integer grid points on the raster line from (x0, y0) to (x1, y1)
#   inclusive, in order from start to end, using Bresenham's line algorithm for all octants.

def bresenham_line_points(x0, y0, x1, y1):
    points = []
    dx = abs(x1 - x0)
    dy = -abs(y1 - y0)
    sx = 1 if x0 < x1 else -1
    sy = 1 if y0 < y1 else -1
    err = dx + dy
    while True:
        points.append((x0, y0))
        if x0 == x1 and y0 == y1:
            break
        e2 = 2 * err
        if e2 >= dy:
            err += dy
            x0 += sx
        if e2 <= dx:
            err += dx
            y0 += sy
    return points

# --- tests ---
assert bresenham_line_points(0, 0, 0, 0) == [(0, 0)]
assert bresenham_line_points(0, 0, 3, 0) == [(0, 0), (1, 0), (2, 0), (3, 0)]
assert bresenham_line_points(0, 0, 0, -2) == [(0, 0), (0, -1), (0, -2)]
assert bresenham_line_points(0, 0, 3, 3) == [(0, 0), (1, 1), (2, 2), (3, 3)]
assert bresenham_line_points(0, 0, 4, 2) == [(0, 0), (1, 1), (2, 1), (3, 2), (4, 2)]
assert bresenham_line_points(4, 2, 0, 0) == [(4, 2), (3, 1), (2, 1), (1, 0), (0, 0)]
assert bresenham_line_points(0, 0, 1, 3) == [(0, 0), (0, 1), (1, 2), (1, 3)]
assert bresenham_line_points(2, 1, -1, 2) == [(2, 1), (1, 1), (0, 2), (-1, 2)]

# --- implementation 2: steps the major axis and rounds the minor offset half away from the start ---
def bresenham_line_points(x0, y0, x1, y1):
    dx, dy = x1 - x0, y1 - y0
    steps = max(abs(dx), abs(dy))
    if steps == 0:
        return [(x0, y0)]
    sx = 1 if dx > 0 else -1
    sy = 1 if dy > 0 else -1
    points = []
    for i in range(steps + 1):
        ox = (2 * i * abs(dx) + steps) // (2 * steps)
        oy = (2 * i * abs(dy) + steps) // (2 * steps)
        points.append((x0 + sx * ox, y0 + sy * oy))
    return points

# --- implementation 3: an integer error term along the major axis, minor step once it passes half ---
def bresenham_line_points(x0, y0, x1, y1):
    adx, ady = abs(x1 - x0), abs(y1 - y0)
    sx, sy = (1 if x1 >= x0 else -1), (1 if y1 >= y0 else -1)
    major, minor = max(adx, ady), min(adx, ady)
    x, y = x0, y0
    result = [(x, y)]
    acc = major
    for _ in range(major):
        acc += 2 * minor
        step_minor = acc >= 2 * major
        if step_minor:
            acc -= 2 * major
        if adx >= ady:
            x, y = x + sx, y + (sy if step_minor else 0)
        else:
            x, y = x + (sx if step_minor else 0), y + sy
        result.append((x, y))
    return result

# --- inputs ---
def random_input(rng):
    x0, y0 = rng.randint(-5, 5), rng.randint(-5, 5)
    if rng.random() < 0.3:
        d = rng.randint(-6, 6)
        x1, y1 = rng.choice([(x0 + d, y0), (x0, y0 + d), (x0 + d, y0 + d), (x0 + d, y0 - d), (x0 + 2 * d, y0 + d)])
    else:
        x1, y1 = rng.randint(-8, 8), rng.randint(-8, 8)
    return (x0, y0, x1, y1)
