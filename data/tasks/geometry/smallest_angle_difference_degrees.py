# domain: geometry
# function: smallest_angle_difference_degrees
# query: Return the smallest absolute difference between two headings a and b in degrees, accounting
#   for wrap-around at 360 (so 350 and 10 differ by 20); the result is in [0, 180].

def smallest_angle_difference_degrees(a, b):
    diff = abs(a - b) % 360
    if diff > 180:
        diff = 360 - diff
    return diff

# --- tests ---
assert smallest_angle_difference_degrees(10, 10) == 0
assert smallest_angle_difference_degrees(350, 10) == 20
assert smallest_angle_difference_degrees(10, 350) == 20
assert smallest_angle_difference_degrees(0, 180) == 180
assert smallest_angle_difference_degrees(0, 181) == 179
assert smallest_angle_difference_degrees(90, 270) == 180
assert smallest_angle_difference_degrees(720, 45) == 45
assert smallest_angle_difference_degrees(-30, 30) == 60
assert smallest_angle_difference_degrees(100, 45) == 55
