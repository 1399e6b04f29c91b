# domain: geometry
# function: axis_aligned_rectangles_overlap
# query: Given two axis-aligned rectangles a and b as (x1, y1, x2, y2) with x1 < x2 and y1 < y2,
#   return True when their interiors overlap with positive area; rectangles that only touch
#   along an edge or at a corner do not overlap.

def axis_aligned_rectangles_overlap(a, b):
    if a[2] <= b[0] or b[2] <= a[0]:
        return False
    if a[3] <= b[1] or b[3] <= a[1]:
        return False
    return True

# --- tests ---
assert axis_aligned_rectangles_overlap((0, 0, 2, 2), (1, 1, 3, 3)) is True
assert axis_aligned_rectangles_overlap((0, 0, 2, 2), (2, 0, 4, 2)) is False
assert axis_aligned_rectangles_overlap((2, 0, 4, 2), (0, 0, 2, 2)) is False
assert axis_aligned_rectangles_overlap((0, 0, 2, 2), (0, 2, 2, 4)) is False
assert axis_aligned_rectangles_overlap((0, 2, 2, 4), (0, 0, 2, 2)) is False
assert axis_aligned_rectangles_overlap((0, 0, 1, 5), (2, 0, 4, 3)) is False
assert axis_aligned_rectangles_overlap((0, 0, 5, 1), (0, 2, 4, 3)) is False
assert axis_aligned_rectangles_overlap((0, 0, 5, 1), (2, 0, 4, 1)) is True
assert axis_aligned_rectangles_overlap((0, 2, 1, 4), (0, 0, 1, 5)) is True
assert axis_aligned_rectangles_overlap((0, 0, 3, 1), (1, -1, 2, 5)) is True
