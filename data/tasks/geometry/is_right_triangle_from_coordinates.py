# domain: geometry
# function: is_right_triangle_from_coordinates
# query: Given three integer points a, b and c, return True if they form a non-degenerate triangle
#   with a right angle at any vertex (checked exactly), otherwise False.

def is_right_triangle_from_coordinates(a, b, c):
    def dot_at(p, q, r):
        return (q[0] - p[0]) * (r[0] - p[0]) + (q[1] - p[1]) * (r[1] - p[1])

    cross = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
    if cross == 0:
        return False
    return dot_at(a, b, c) == 0 or dot_at(b, a, c) == 0 or dot_at(c, a, b) == 0

# --- tests ---
assert is_right_triangle_from_coordinates((0, 0), (3, 0), (0, 4)) is True
assert is_right_triangle_from_coordinates((3, 0), (0, 0), (0, 4)) is True
assert is_right_triangle_from_coordinates((3, 0), (0, 4), (0, 0)) is True
assert is_right_triangle_from_coordinates((0, 0), (2, 1), (4, 0)) is False
assert is_right_triangle_from_coordinates((1, 1), (3, 3), (5, 1)) is True
assert is_right_triangle_from_coordinates((0, 0), (1, 1), (2, 2)) is False
assert is_right_triangle_from_coordinates((1, 2), (4, 3), (3, 6)) is True
assert is_right_triangle_from_coordinates((1, 2), (4, 3), (3, 7)) is False
assert is_right_triangle_from_coordinates((2, 2), (2, 2), (5, 5)) is False
assert is_right_triangle_from_coordinates((1, 3), (1, 3), (4, 7)) is False
