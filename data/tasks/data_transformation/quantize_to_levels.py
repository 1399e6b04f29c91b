# domain: data_transformation
# function: quantize_to_levels
# query: Quantize numbers values in [low, high] to levels evenly spaced integer levels 0..levels-1,
#   i.e. level = floor((v - low) / (high - low) * levels) with v == high mapped to levels - 1.
#   Values outside the range raise ValueError, as do levels < 1 or high <= low.

import math

def quantize_to_levels(values, low, high, levels):
    if levels < 1 or high <= low:
        raise ValueError("bad quantization parameters")
    result = []
    for v in values:
        if v < low or v > high:
            raise ValueError("value out of range")
        level = math.floor((v - low) / (high - low) * levels)
        result.append(min(level, levels - 1))
    return result

# --- tests ---
import pytest

assert quantize_to_levels([], 0, 1, 4) == []
assert quantize_to_levels([0, 0.24, 0.25, 0.5, 0.99, 1], 0, 1, 4) == [0, 0, 1, 2, 3, 3]
assert quantize_to_levels([10, 15, 20], 10, 20, 2) == [0, 1, 1]
assert quantize_to_levels([3, 7], 0, 10, 1) == [0, 0]
assert quantize_to_levels([-5, 0, 4], -5, 5, 5) == [0, 2, 4]
with pytest.raises(ValueError):
    quantize_to_levels([1.5], 0, 1, 4)
with pytest.raises(ValueError):
    quantize_to_levels([-0.1], 0, 1, 4)
with pytest.raises(ValueError):
    quantize_to_levels([0], 0, 1, 0)
with pytest.raises(ValueError):
    quantize_to_levels([1], 1, 1, 3)

# --- implementation 2: validate everything first, then one comprehension ---
import math


def quantize_to_levels(values, low, high, levels):
    if levels < 1 or high <= low:
        raise ValueError("invalid levels or range")
    if any(v < low or v > high for v in values):
        raise ValueError("a value lies outside [low, high]")
    width = high - low
    return [min(levels - 1, math.floor((v - low) / width * levels)) for v in values]

# --- implementation 3: chained comparison for the range, int() truncation of the non-negative position ---
def quantize_to_levels(values, low, high, levels):
    if not (levels >= 1 and low < high):
        raise ValueError("need levels >= 1 and low < high")
    span = high - low
    out = []
    for v in values:
        if not low <= v <= high:
            raise ValueError("%r outside [%r, %r]" % (v, low, high))
        out.append(min(int((v - low) / span * levels), levels - 1))
    return out

# --- inputs ---
def random_input(rng):
    low = rng.randint(-5, 5)
    high = low + rng.choice([0, -1, 1, 2, 4, 10])
    levels = rng.choice([0, 1, 2, 3, 4, 5])
    pool = [low, high, low - 1, high + 0.5]
    values = [rng.choice([rng.uniform(min(low, high), max(low, high)), rng.choice(pool) if rng.random() < 0.3 else low + (high - low) / 2])
              for _ in range(rng.randint(0, 6))]
    return (values, low, high, levels)
