# domain: data_transformation
# function: rescale_to_range
# query: Linearly rescale a list of numbers values so the minimum maps to new_min and the maximum to
#   new_max (defaults 0 and 1), rounding results to 6 decimals. If all values are equal, map
#   them all to new_min. Return [] for an empty list.

def rescale_to_range(values, new_min=0.0, new_max=1.0):
    if not values:
        return []
    low = min(values)
    high = max(values)
    if high == low:
        return [new_min for _ in values]
    span = high - low
    target = new_max - new_min
    return [round(new_min + (v - low) * target / span, 6) for v in values]

# --- tests ---
import pytest

assert rescale_to_range([]) == []
assert rescale_to_range([5]) == [0.0]
assert rescale_to_range([3, 3], 1, 2) == [1, 1]
assert rescale_to_range([0, 5, 10]) == [0.0, 0.5, 1.0]
assert rescale_to_range([10, 20, 15], -1, 1) == [-1.0, 1.0, 0.0]
assert rescale_to_range([1, 2, 4], 0, 100) == [0.0, 33.333333, 100.0]
assert rescale_to_range([2, 6], 10, 20) == [10.0, 20.0]
assert rescale_to_range([4, 1, 7], 2, 8) == [5.0, 2.0, 8.0]
