# domain: data_transformation
# function: interpolate_missing_linear
# query: Fill None gaps in a numeric list by linear interpolation between the nearest known values on
#   each side (rounded to 4 decimals); gaps at the start or end are left as None.

def interpolate_missing_linear(values):
    result = list(values)
    known = [i for i, v in enumerate(values) if v is not None]
    for a, b in zip(known, known[1:]):
        gap = b - a
        step = (values[b] - values[a]) / gap
        for i in range(a + 1, b):
            result[i] = round(values[a] + step * (i - a), 4)
    return result

# --- tests ---
import pytest

assert interpolate_missing_linear([]) == []
assert interpolate_missing_linear([None, None]) == [None, None]
assert interpolate_missing_linear([1, None, 3]) == [1, 2.0, 3]
assert interpolate_missing_linear([0, None, None, 3]) == [0, 1.0, 2.0, 3]
assert interpolate_missing_linear([None, 2, None, 4, None]) == [None, 2, 3.0, 4, None]
assert interpolate_missing_linear([10, None, None, None, 0]) == [10, 7.5, 5.0, 2.5, 0]
assert interpolate_missing_linear([1, 2, 3]) == [1, 2, 3]
assert interpolate_missing_linear([0, None, None, 1]) == [0, 0.3333, 0.6667, 1]

# --- implementation 2: for each None, search both directions for the nearest known values ---
def interpolate_missing_linear(values):
    result = list(values)
    for i, v in enumerate(values):
        if v is not None:
            continue
        left = next((j for j in range(i - 1, -1, -1) if values[j] is not None), None)
        right = next((j for j in range(i + 1, len(values)) if values[j] is not None), None)
        if left is None or right is None:
            continue
        fraction = (i - left) / (right - left)
        result[i] = round(values[left] + (values[right] - values[left]) * fraction, 4)
    return result

# --- implementation 3: remember the last known index and fill the gap on reaching the next ---
def interpolate_missing_linear(values):
    result = list(values)
    last = None
    for i, v in enumerate(values):
        if v is None:
            continue
        if last is not None:
            span = i - last
            for k in range(1, span):
                result[last + k] = round(values[last] + (v - values[last]) * k / span, 4)
        last = i
    return result

# --- inputs ---
def random_input(rng):
    return ([rng.choice([None, None, rng.randint(-10, 10)]) for _ in range(rng.randint(0, 10))],)
