# domain: geometry
# function: intersection_of_two_lines
# query: Find the intersection point of two infinite lines, one through the distinct integer points
#   p1 and p2 and one through q1 and q2, as a tuple of exact fractions.Fraction coordinates.
#   Return None when the lines are parallel or coincident.

from fractions import Fraction

def intersection_of_two_lines(p1, p2, q1, q2):
    a1, b1 = p2[1] - p1[1], p1[0] - p2[0]
    c1 = a1 * p1[0] + b1 * p1[1]
    a2, b2 = q2[1] - q1[1], q1[0] - q2[0]
    c2 = a2 * q1[0] + b2 * q1[1]
    det = a1 * b2 - a2 * b1
    if det == 0:
        return None
    x = Fraction(c1 * b2 - c2 * b1, det)
    y = Fraction(a1 * c2 - a2 * c1, det)
    return (x, y)

# --- tests ---
assert intersection_of_two_lines((0, 0), (2, 2), (0, 2), (2, 0)) == (1, 1)
assert intersection_of_two_lines((0, 0), (1, 0), (0, 1), (1, 1)) is None
assert intersection_of_two_lines((0, 0), (1, 1), (2, 2), (3, 3)) is None
assert intersection_of_two_lines((0, 0), (3, 1), (0, 1), (1, 0)) == (Fraction(3, 4), Fraction(1, 4))
assert intersection_of_two_lines((2, -1), (2, 5), (0, 3), (1, 3)) == (2, 3)
assert intersection_of_two_lines((1, 2), (3, 8), (0, 5), (5, 0)) == (Fraction(3, 2), Fraction(7, 2))
assert intersection_of_two_lines((0, 1), (4, 3), (1, 0), (2, 5)) == (Fraction(4, 3), Fraction(5, 3))
assert intersection_of_two_lines((5, 0), (5, 1), (7, 2), (7, 9)) is None
