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
