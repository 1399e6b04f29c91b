# domain: geometry
# function: is_right_triangle_integer_sides
# query: Given three positive integer side lengths in any order, return True if they form a right
#   triangle (a^2 + b^2 = c^2 for the longest side c). Non-positive sides give False.

def is_right_triangle_integer_sides(a, b, c):
    x, y, z = sorted((a, b, c))
    if x <= 0:
        return False
    return x * x + y * y == z * z

# --- tests ---
assert is_right_triangle_integer_sides(3, 4, 5) is True
assert is_right_triangle_integer_sides(5, 3, 4) is True
assert is_right_triangle_integer_sides(13, 5, 12) is True
assert is_right_triangle_integer_sides(3, 4, 6) is False
assert is_right_triangle_integer_sides(2, 2, 2) is False
assert is_right_triangle_integer_sides(0, 4, 4) is False
assert is_right_triangle_integer_sides(-3, 4, 5) is False
assert is_right_triangle_integer_sides(8, 15, 17) is True
