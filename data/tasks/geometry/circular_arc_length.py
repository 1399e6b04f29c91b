# domain: geometry
# function: circular_arc_length
# query: Return the length of a circular arc given the radius and the central angle angle_degrees,
#   rounded to 6 decimals. Raise ValueError for a negative radius or an angle outside [0, 360].

import math

def circular_arc_length(radius, angle_degrees):
    if radius < 0:
        raise ValueError("radius must be non-negative")
    if angle_degrees < 0 or angle_degrees > 360:
        raise ValueError("angle must be within [0, 360]")
    return round(radius * math.radians(angle_degrees), 6)

# --- tests ---
import pytest

assert circular_arc_length(1, 180) == 3.141593
assert circular_arc_length(2, 90) == 3.141593
assert circular_arc_length(3, 360) == 18.849556
assert circular_arc_length(5, 0) == 0.0
assert circular_arc_length(0, 45) == 0.0
assert circular_arc_length(10, 1) == 0.174533
with pytest.raises(ValueError):
    circular_arc_length(-1, 90)
with pytest.raises(ValueError):
    circular_arc_length(1, 361)
with pytest.raises(ValueError):
    circular_arc_length(1, -1)
