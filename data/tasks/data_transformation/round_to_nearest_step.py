# domain: data_transformation
# function: round_to_nearest_step
# query: Round each number in a list values to the nearest multiple of step, with exact halves
#   rounded up (toward positive infinity). Integers in, integers out when step is an int. Raise
#   ValueError for a non-positive step.

import math

def round_to_nearest_step(values, step):
    if step <= 0:
        raise ValueError("step must be positive")
    result = []
    for v in values:
        multiple = math.floor(v / step + 0.5)
        result.append(multiple * step)
    return result

# --- tests ---
import pytest

assert round_to_nearest_step([], 5) == []
assert round_to_nearest_step([12, 13, 17, 18], 5) == [10, 15, 15, 20]
assert round_to_nearest_step([7.5, 2.5], 5) == [10, 5]
assert round_to_nearest_step([-7, -8, -12], 5) == [-5, -10, -10]
assert round_to_nearest_step([-2.5], 5) == [0]
assert round_to_nearest_step([3, 4], 1) == [3, 4]
assert round_to_nearest_step([14, 16], 10) == [10, 20]
with pytest.raises(ValueError):
    round_to_nearest_step([1], 0)

# --- implementation 2: divmod, rounding up when the remainder is at least half a step ---
def round_to_nearest_step(values, step):
    if step <= 0:
        raise ValueError("step must be > 0")
    out = []
    for v in values:
        q, r = divmod(v, step)
        if 2 * r >= step:
            q += 1
        out.append(int(q) * step)
    return out

# --- implementation 3: built-in round, with banker's-rounded halves pushed up ---
def round_to_nearest_step(values, step):
    if step <= 0:
        raise ValueError("non-positive step")
    result = []
    for v in values:
        ratio = v / step
        nearest = round(ratio)
        if ratio - nearest == 0.5:
            nearest += 1
        result.append(nearest * step)
    return result

# --- inputs ---
def random_input(rng):
    step = rng.choice([1, 2, 5, 10, 0.5, 2.5, 0, -5])
    values = [rng.choice([rng.randint(-30, 30), rng.randint(-12, 12) + 0.5]) for _ in range(rng.randint(0, 6))]
    return (values, step)
