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
