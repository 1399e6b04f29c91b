# domain: geometry
# function: decimal_degrees_to_dms
# query: Convert value, signed decimal degrees, to a (degrees, minutes, seconds, sign) tuple with
#   whole degrees and minutes and seconds rounded to the nearest whole second (carrying 60 s
#   into minutes and 60 min into degrees); sign is -1 for a negative value (even one that rounds
#   to 0 seconds) and 1 otherwise, so 0 gives sign 1.

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

# --- implementation 2: divmod chain on the rounded number of arc-seconds ---
def decimal_degrees_to_dms(value):
    arcseconds = round(abs(value) * 3600)
    arcminutes, seconds = divmod(arcseconds, 60)
    degrees, minutes = divmod(arcminutes, 60)
    return (degrees, minutes, seconds, -1 if value < 0 else 1)

# --- implementation 3: degrees treated like hours, the rounded arc-seconds split by a timedelta ---
import datetime


def decimal_degrees_to_dms(value):
    sign = -1 if value < 0 else 1
    span = datetime.timedelta(seconds=round(abs(value) * 3600))
    degrees = span.days * 24 + span.seconds // 3600
    return (degrees, span.seconds // 60 % 60, span.seconds % 60, sign)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.2:
        return (rng.choice([0, -0.5, 10.99999, 12.0125, 40.446111, -79.982222, 1.0175, -0.0001, 179.99999]),)
    if r < 0.35:
        return (rng.randint(-180, 180),)
    if r < 0.45:
        return ((rng.randint(-648000, 648000) + 0.5) / 3600,)
    return (rng.randint(-1800000, 1800000) / 10000,)
