# domain: data_transformation
# function: exponential_smoothing_series
# query: Apply simple exponential smoothing to values with factor alpha in (0, 1]: the first output
#   equals the first value and each later output is alpha * value + (1 - alpha) * previous
#   output; round to 4 decimals. Raise ValueError when alpha is outside (0, 1].

def exponential_smoothing_series(values, alpha):
    if alpha <= 0 or alpha > 1:
        raise ValueError("alpha must be in (0, 1]")
    smoothed = []
    for v in values:
        if not smoothed:
            smoothed.append(v)
        else:
            smoothed.append(alpha * v + (1 - alpha) * smoothed[-1])
    return [round(s, 4) for s in smoothed]

# --- tests ---
import pytest

assert exponential_smoothing_series([], 0.5) == []
assert exponential_smoothing_series([4], 0.3) == [4]
assert exponential_smoothing_series([10, 20, 30], 0.5) == [10, 15.0, 22.5]
assert exponential_smoothing_series([10, 20, 30], 1) == [10, 20, 30]
assert exponential_smoothing_series([0, 10, 10], 0.2) == [0, 2.0, 3.6]
assert exponential_smoothing_series([3, 3, 3], 0.9) == [3, 3.0, 3.0]
with pytest.raises(ValueError):
    exponential_smoothing_series([1], 0)
with pytest.raises(ValueError):
    exponential_smoothing_series([1], 1.5)

# --- implementation 2: itertools.accumulate with the smoothing step ---
from itertools import accumulate


def exponential_smoothing_series(values, alpha):
    if not 0 < alpha <= 1:
        raise ValueError("alpha outside (0, 1]")
    steps = accumulate(values, lambda previous, v: alpha * v + (1 - alpha) * previous)
    return [round(s, 4) for s in steps]

# --- implementation 3: carry the current level, round as each output is produced ---
def exponential_smoothing_series(values, alpha):
    if not (0 < alpha <= 1):
        raise ValueError("invalid alpha")
    out = []
    level = None
    for v in values:
        level = v if level is None else alpha * v + (1 - alpha) * level
        out.append(round(level, 4))
    return out

# --- inputs ---
def random_input(rng):
    values = [rng.randint(-5, 20) for _ in range(rng.randint(0, 8))]
    return (values, rng.choice([0, -0.1, 0.2, 0.5, 0.3, 1, 1.5, 0.75, 0.9]))
