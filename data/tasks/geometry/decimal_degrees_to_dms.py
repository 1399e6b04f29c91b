# domain: geometry
# function: decimal_degrees_to_dms
# query: Convert value, signed decimal degrees, to a (degrees, minutes, seconds, sign) tuple with
#   whole degrees and minutes and seconds rounded to the nearest whole second (carrying 60 s
#   into minutes and 60 min into degrees); sign is 1 or -1.

def decimal_degrees_to_dms(value):
    sign = -1 if value < 0 else 1
    total_seconds = round(abs(value) * 3600)
    degrees = total_seconds // 3600
    minutes = (total_seconds % 3600) // 60
    seconds = total_seconds % 60
    return (degrees, minutes, seconds, sign)

# --- tests ---
assert decimal_degrees_to_dms(0) == (0, 0, 0, 1)
assert decimal_degrees_to_dms(40.446111) == (40, 26, 46, 1)
assert decimal_degrees_to_dms(-79.982222) == (79, 58, 56, -1)
assert decimal_degrees_to_dms(10.99999) == (11, 0, 0, 1)
assert decimal_degrees_to_dms(-0.5) == (0, 30, 0, -1)
assert decimal_degrees_to_dms(12.0125) == (12, 0, 45, 1)
assert decimal_degrees_to_dms(1.0175) == (1, 1, 3, 1)
