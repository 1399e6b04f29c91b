# domain: data_transformation
# function: clamp_values_to_bounds
# query: Given a list of numbers values, clamp every number to the inclusive range [low, high].
#   Return a tuple (clamped_list, changed_count) where changed_count is how many values
#   actually had to be moved (values equal to a bound are not moved). Raise ValueError when low
#   is greater than high.

def clamp_values_to_bounds(values, low, high):
    if low > high:
        raise ValueError("low must not exceed high")
    clamped = []
    changed = 0
    for v in values:
        if v < low:
            clamped.append(low)
            changed += 1
        elif v > high:
            clamped.append(high)
            changed += 1
        else:
            clamped.append(v)
    return clamped, changed

# --- tests ---
import pytest

assert clamp_values_to_bounds([], 0, 1) == ([], 0)
assert clamp_values_to_bounds([-5, 0, 5, 10, 15], 0, 10) == ([0, 0, 5, 10, 10], 2)
assert clamp_values_to_bounds([1, 2, 3], 2, 2) == ([2, 2, 2], 2)
assert clamp_values_to_bounds([-1, 11], 0, 10) == ([0, 10], 2)
assert clamp_values_to_bounds([0.5], 0, 1) == ([0.5], 0)
assert clamp_values_to_bounds([3, -3], -2, 2) == ([2, -2], 2)
with pytest.raises(ValueError):
    clamp_values_to_bounds([1], 5, 4)
assert clamp_values_to_bounds([4, 5], 4, 5) == ([4, 5], 0)
assert clamp_values_to_bounds([7], 7, 7) == ([7], 0)

# --- implementation 2: min/max clamp, then count the positions that changed ---
def clamp_values_to_bounds(values, low, high):
    if low > high:
        raise ValueError("empty range")
    clamped = [min(max(v, low), high) for v in values]
    moved = sum(1 for before, after in zip(values, clamped) if before != after)
    return clamped, moved

# --- implementation 3: count values below and above, then a conditional expression per value ---
def clamp_values_to_bounds(values, low, high):
    if high < low:
        raise ValueError("low > high")
    below = sum(v < low for v in values)
    above = sum(v > high for v in values)
    result = [low if v < low else high if v > high else v for v in values]
    return result, below + above

# --- implementation 4: the clamped value is the middle of (low, value, high) ---
def clamp_values_to_bounds(values, low, high):
    if low > high:
        raise ValueError("low is greater than high")
    clamped = [sorted((low, v, high))[1] for v in values]
    changed = sum(1 for v, c in zip(values, clamped) if v != c)
    return clamped, changed

# --- inputs ---
def random_input(rng):
    values = [rng.choice([rng.randint(-8, 8), rng.randint(-8, 8) / 2]) for _ in range(rng.randint(0, 8))]
    low = rng.randint(-4, 3)
    high = low + rng.choice([-1, 0, 1, 3, 6])
    return (values, low, high)
