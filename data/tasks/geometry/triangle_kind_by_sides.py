# domain: geometry
# function: triangle_kind_by_sides
# query: Classify a triangle from its three side lengths a, b and c as 'equilateral', 'isosceles' or
#   'scalene'; return 'invalid' when the sides are not all positive or violate the strict
#   triangle inequality (degenerate triangles are invalid).

def triangle_kind_by_sides(a, b, c):
    sides = sorted([a, b, c])
    if sides[0] + sides[1] <= sides[2]:
        return "invalid"
    if a == b and b == c:
        return "equilateral"
    if a == b or b == c or a == c:
        return "isosceles"
    return "scalene"

# --- tests ---
assert triangle_kind_by_sides(3, 3, 3) == "equilateral"
assert triangle_kind_by_sides(3, 3, 5) == "isosceles"
assert triangle_kind_by_sides(5, 3, 3) == "isosceles"
assert triangle_kind_by_sides(3, 5, 3) == "isosceles"
assert triangle_kind_by_sides(3, 4, 5) == "scalene"
assert triangle_kind_by_sides(1, 2, 3) == "invalid"
assert triangle_kind_by_sides(1, 2, 4) == "invalid"
assert triangle_kind_by_sides(2, 3, 4) == "scalene"
assert triangle_kind_by_sides(-3, 4, 5) == "invalid"
assert triangle_kind_by_sides(2, 2, 3.9) == "isosceles"
