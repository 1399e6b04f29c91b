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
