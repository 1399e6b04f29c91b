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

# --- implementation 2: squares of the sides, sorted, smallest positive ---
def is_right_triangle_integer_sides(a, b, c):
    if min(a, b, c) <= 0:
        return False
    p, q, r = sorted(side * side for side in (a, b, c))
    return p + q == r

# --- implementation 3: tries each side as the hypotenuse ---
from itertools import permutations


def is_right_triangle_integer_sides(a, b, c):
    if a <= 0 or b <= 0 or c <= 0:
        return False
    return any(x ** 2 + y ** 2 == z ** 2 for x, y, z in permutations((a, b, c)))

# --- implementation 4: the integer square root of the legs' squares must be the longest side ---
import math


def is_right_triangle_integer_sides(a, b, c):
    x, y, z = sorted((a, b, c))
    if x <= 0:
        return False
    legs = x * x + y * y
    root = math.isqrt(legs)
    return root * root == legs and root == z

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.4:
        x, y, z = rng.choice([(3, 4, 5), (5, 12, 13), (8, 15, 17), (7, 24, 25), (20, 21, 29)])
        k = rng.randint(1, 3)
        sides = [x * k, y * k, z * k]
        if rng.random() < 0.3:
            sides[rng.randrange(3)] += rng.choice([-1, 1])
        rng.shuffle(sides)
        return tuple(sides)
    if r < 0.55:
        k = rng.randint(0, 5)
        sides = [rng.choice([0, -3, -4]), k, k if rng.random() < 0.6 else rng.randint(0, 5)]
        rng.shuffle(sides)
        return tuple(sides)
    return (rng.randint(1, 20), rng.randint(1, 20), rng.randint(1, 20))
