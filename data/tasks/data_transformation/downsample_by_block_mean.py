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

# --- implementation 2: slice the blocks, statistics.mean of each ---
from statistics import mean


def downsample_by_block_mean(values, factor):
    if factor < 1:
        raise ValueError("factor must be at least 1")
    blocks = [values[i:i + factor] for i in range(0, len(values), factor)]
    return [round(float(mean(block)), 3) for block in blocks]

# --- implementation 3: running total and count, emitted when a block fills ---
def downsample_by_block_mean(values, factor):
    if factor < 1:
        raise ValueError("bad factor")
    means = []
    total = count = 0
    for v in values:
        total += v
        count += 1
        if count == factor:
            means.append(round(total / count, 3))
            total = count = 0
    if count:
        means.append(round(total / count, 3))
    return means

# --- inputs ---
def random_input(rng):
    values = [rng.randint(-10, 20) for _ in range(rng.randint(0, 10))]
    return (values, rng.choice([-1, 0, 1, 2, 3, 4, len(values), len(values) + 2]))
