# domain: geometry
# function: circle_sector_area
# query: Return the area of a circular sector with the given radius and central angle angle_degrees,
#   rounded to 4 decimals; angles of 360 or more give the full circle area. Raise ValueError
#   for a negative radius or angle.

import math

def circle_sector_area(radius, angle_degrees):
    if radius < 0 or angle_degrees < 0:
        raise ValueError("negative input")
    if angle_degrees > 360:
        angle_degrees = 360
    return round(math.pi * radius * radius * angle_degrees / 360, 4)

# --- tests ---
import pytest

assert circle_sector_area(1, 360) == 3.1416
assert circle_sector_area(1, 720) == 3.1416
assert circle_sector_area(1, 361) == 3.1416
assert circle_sector_area(2, 90) == 3.1416
assert circle_sector_area(3, 60) == 4.7124
assert circle_sector_area(5, 0) == 0.0
assert circle_sector_area(0, 45) == 0.0
assert circle_sector_area(10, 1) == 0.8727
with pytest.raises(ValueError):
    circle_sector_area(-1, 90)
with pytest.raises(ValueError):
    circle_sector_area(1, -1)
