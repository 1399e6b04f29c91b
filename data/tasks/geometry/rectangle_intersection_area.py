# domain: geometry
# function: rectangle_intersection_area
# query: Return the area of the intersection of two axis-aligned rectangles a and b given as (x1,
#   y1, x2, y2) with x1 < x2 and y1 < y2; return 0 when they do not overlap or only touch.

def rectangle_intersection_area(a, b):
    left = max(a[0], b[0])
    right = min(a[2], b[2])
    bottom = max(a[1], b[1])
    top = min(a[3], b[3])
    if right <= left or top <= bottom:
        return 0
    return (right - left) * (top - bottom)

# --- tests ---
assert rectangle_intersection_area((0, 0, 2, 2), (1, 1, 3, 3)) == 1
assert rectangle_intersection_area((0, 0, 4, 4), (1, 1, 2, 3)) == 2
assert rectangle_intersection_area((0, 0, 2, 2), (2, 0, 4, 2)) == 0
assert rectangle_intersection_area((0, 0, 2, 2), (0, 2, 2, 4)) == 0
assert rectangle_intersection_area((0, 0, 2, 2), (1, 5, 3, 6)) == 0
assert rectangle_intersection_area((0, 3, 4, 5), (1, 0, 2, 4)) == 1
assert rectangle_intersection_area((1, 0, 2, 4), (0, 3, 4, 5)) == 1
assert rectangle_intersection_area((-3, -1, 2, 4), (0, 0, 5, 6)) == 8
assert rectangle_intersection_area((0, 0, 6, 1), (2, -5, 3, 5)) == 1
assert rectangle_intersection_area((1, 0, 5, 3), (0, 1, 6, 2)) == 4
