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

# --- implementation 2: min/max with defaults so the empty list falls into the all-equal case ---
def rescale_to_range(values, new_min=0.0, new_max=1.0):
    low = min(values, default=None)
    high = max(values, default=None)
    if low == high:
        return [new_min for _ in values]
    ratio = (new_max - new_min) / (high - low)
    return [round(new_min + ratio * (v - low), 6) for v in values]

# --- implementation 3: normalise to [0, 1] first, then stretch to the target range ---
def rescale_to_range(values, new_min=0.0, new_max=1.0):
    result = []
    if values:
        low = min(values)
        span = max(values) - low
        for v in values:
            if span == 0:
                result.append(new_min)
            else:
                t = (v - low) / span
                result.append(round(new_min + t * (new_max - new_min), 6))
    return result

# --- inputs ---
def random_input(rng):
    values = [rng.randint(-10, 10) for _ in range(rng.randint(0, 6))]
    if values and rng.random() < 0.15:
        values = [values[0]] * len(values)
    r = rng.random()
    if r < 0.3:
        return (values,)
    if r < 0.45:
        return (values, rng.choice([1, -1, 0.5]))
    return (values, rng.choice([0, 1, -1, 10, 2.5]), rng.choice([1, 2, 100, 20, -3]))
