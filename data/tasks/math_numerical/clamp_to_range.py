# domain: math_numerical
# function: clamp_to_range
# query: Clamp a number value into the closed interval [low, high]: values below low become low,
#   values above high become high, others are unchanged. Raise ValueError if low > high.

def clamp_to_range(value, low, high):
    if low > high:
        raise ValueError("low must not exceed high")
    if value < low:
        return low
    if value > high:
        return high
    return value

# --- tests ---
import pytest

assert clamp_to_range(5, 0, 10) == 5
assert clamp_to_range(-1, 0, 10) == 0
assert clamp_to_range(11, 0, 10) == 10
assert clamp_to_range(0, 0, 10) == 0
assert clamp_to_range(10, 0, 10) == 10
assert clamp_to_range(3, 3, 3) == 3
assert clamp_to_range(2.5, 1.0, 2.0) == 2.0
with pytest.raises(ValueError):
    clamp_to_range(1, 5, 4)

# --- implementation 2: nested min and max ---
def clamp_to_range(value, low, high):
    if high < low:
        raise ValueError("empty interval")
    bounded_below = max(value, low)
    return min(bounded_below, high)

# --- implementation 3: the middle of the three sorted numbers ---
def clamp_to_range(value, low, high):
    if low > high:
        raise ValueError("low is greater than high")
    ordered = sorted([low, value, high])
    return ordered[1]

# --- inputs ---
def random_input(rng):
    low = rng.randint(-10, 10)
    high = low + rng.randint(-2, 8)
    value = rng.choice([low, high, low - 1, high + 1]) if rng.random() < 0.4 else rng.randint(-15, 15)
    if rng.random() < 0.2:
        return (value + 0.5, float(low), float(high))
    return (value, low, high)
