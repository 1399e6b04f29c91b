# domain: geometry
# function: point_on_segment_integer
# query: Check whether an integer point lies on the closed segment between two integer endpoints a
#   and b (endpoints included), exactly.

def point_on_segment_integer(point, a, b):
    cross = (b[0] - a[0]) * (point[1] - a[1]) - (b[1] - a[1]) * (point[0] - a[0])
    if cross != 0:
        return False
    if point[0] < min(a[0], b[0]) or point[0] > max(a[0], b[0]):
        return False
    if point[1] < min(a[1], b[1]) or point[1] > max(a[1], b[1]):
        return False
    return True

# --- tests ---
assert point_on_segment_integer((1, 1), (0, 0), (2, 2)) is True
assert point_on_segment_integer((2, 2), (0, 0), (2, 2)) is True
assert point_on_segment_integer((3, 3), (0, 0), (2, 2)) is False
assert point_on_segment_integer((0, 0), (2, 0), (4, 0)) is False
assert point_on_segment_integer((1, 2), (0, 0), (2, 2)) is False
assert point_on_segment_integer((2, 2), (0, 4), (3, 1)) is True
assert point_on_segment_integer((3, 0), (3, 0), (1, 3)) is True
assert point_on_segment_integer((0, 6), (0, 5), (0, 0)) is False
assert point_on_segment_integer((0, -1), (0, 5), (0, 0)) is False
assert point_on_segment_integer((4, 3), (2, 2), (6, 4)) is True
