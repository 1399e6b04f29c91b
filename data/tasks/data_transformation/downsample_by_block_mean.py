# domain: data_transformation
# function: downsample_by_block_mean
# query: Downsample a list of numbers values by replacing each consecutive block of factor values
#   with its mean (rounded to 3 decimals); a final partial block is averaged over its own
#   length. Raise ValueError when factor < 1.

def downsample_by_block_mean(values, factor):
    if factor < 1:
        raise ValueError("factor must be positive")
    result = []
    for start in range(0, len(values), factor):
        block = values[start:start + factor]
        result.append(round(sum(block) / len(block), 3))
    return result

# --- tests ---
import pytest

assert downsample_by_block_mean([], 2) == []
assert downsample_by_block_mean([1, 3, 5, 7], 2) == [2.0, 6.0]
assert downsample_by_block_mean([1, 2, 3, 4, 5], 2) == [1.5, 3.5, 5.0]
assert downsample_by_block_mean([1, 2, 4], 3) == [2.333]
assert downsample_by_block_mean([4, 8], 1) == [4.0, 8.0]
assert downsample_by_block_mean([2, 4, 6, 8, 10, 12, 14], 3) == [4.0, 10.0, 14.0]
with pytest.raises(ValueError):
    downsample_by_block_mean([1], 0)
with pytest.raises(ValueError):
    downsample_by_block_mean([1, 2], -1)
