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
