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

# --- implementation 2: the number of distinct side lengths names the kind ---
def triangle_kind_by_sides(a, b, c):
    x, y, z = sorted((a, b, c))
    if x <= 0 or x + y <= z:
        return "invalid"
    names = {1: "equilateral", 2: "isosceles", 3: "scalene"}
    return names[len({a, b, c})]

# --- implementation 3: each side checked against the other two, then equal pairs counted ---
def triangle_kind_by_sides(a, b, c):
    for side, rest in ((a, b + c), (b, a + c), (c, a + b)):
        if side <= 0 or side >= rest:
            return "invalid"
    equal_pairs = (a == b) + (b == c) + (a == c)
    if equal_pairs == 3:
        return "equilateral"
    return "isosceles" if equal_pairs else "scalene"

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.3:
        s = rng.randint(1, 6)
        sides = [s, s, rng.choice([s, s + 1, 2 * s, 2 * s - 1, 1])]
    elif r < 0.4:
        sides = [rng.choice([0, -3]), rng.randint(1, 5), rng.randint(1, 5)]
    elif r < 0.5:
        sides = [2, 2, rng.choice([3.9, 4, 4.1])]
    else:
        sides = [rng.randint(1, 9) for _ in range(3)]
    rng.shuffle(sides)
    return tuple(sides)
