# domain: data_transformation
# function: cumulative_percentages
# query: Turn a list of non-negative counts into cumulative percentages of the total, rounded to 2
#   decimals (the last value is 100.0). Raise ValueError for a negative count or when the total is 0.

def cumulative_percentages(counts):
    total = 0
    for c in counts:
        if c < 0:
            raise ValueError("counts must be non-negative")
        total += c
    if total == 0:
        raise ValueError("total must be positive")
    result = []
    running = 0
    for c in counts:
        running += c
        result.append(round(running * 100 / total, 2))
    return result

# --- tests ---
import pytest

assert cumulative_percentages([5]) == [100.0]
assert cumulative_percentages([1, 1, 2]) == [25.0, 50.0, 100.0]
assert cumulative_percentages([0, 3, 1]) == [0.0, 75.0, 100.0]
assert cumulative_percentages([1, 2]) == [33.33, 100.0]
assert cumulative_percentages([2, 0, 0]) == [100.0, 100.0, 100.0]
with pytest.raises(ValueError):
    cumulative_percentages([])
with pytest.raises(ValueError):
    cumulative_percentages([0, 0])
with pytest.raises(ValueError):
    cumulative_percentages([3, -1])

# --- implementation 2: validate up front, then accumulate ---
from itertools import accumulate


def cumulative_percentages(counts):
    if any(c < 0 for c in counts):
        raise ValueError("negative count")
    total = sum(counts)
    if total == 0:
        raise ValueError("counts sum to zero")
    return [round(running * 100 / total, 2) for running in accumulate(counts)]

# --- implementation 3: the sum of each prefix slice ---
def cumulative_percentages(counts):
    if min(counts, default=0) < 0:
        raise ValueError("a count is negative")
    total = sum(counts)
    if not total:
        raise ValueError("total is zero")
    percentages = []
    for end in range(1, len(counts) + 1):
        percentages.append(round(sum(counts[:end]) * 100 / total, 2))
    return percentages

# --- inputs ---
def random_input(rng):
    counts = [rng.choice([0, 0, 1, 2, 3, 7, 13]) for _ in range(rng.randint(0, 7))]
    if counts and rng.random() < 0.1:
        counts[rng.randrange(len(counts))] = -1
    return (counts,)
