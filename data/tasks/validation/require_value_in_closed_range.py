# domain: validation
# function: require_value_in_closed_range
# query: Return value unchanged if low <= value <= high (both bounds inclusive). Raise ValueError
#   if value is outside the range, and also raise ValueError if low is greater than high.

def require_value_in_closed_range(value, low, high):
    if low > high:
        raise ValueError("low must not exceed high")
    if value < low:
        raise ValueError("value %r below minimum %r" % (value, low))
    if value > high:
        raise ValueError("value %r above maximum %r" % (value, high))
    return value

# --- tests ---
import pytest

assert require_value_in_closed_range(5, 1, 10) == 5
assert require_value_in_closed_range(1, 1, 10) == 1
assert require_value_in_closed_range(10, 1, 10) == 10
assert require_value_in_closed_range(3, 3, 3) == 3
assert require_value_in_closed_range(-2.5, -3, 0) == -2.5
with pytest.raises(ValueError):
    require_value_in_closed_range(0, 1, 10)
with pytest.raises(ValueError):
    require_value_in_closed_range(11, 1, 10)
with pytest.raises(ValueError):
    require_value_in_closed_range(5, 10, 1)

# --- implementation 2: chained comparison after the bounds check ---
def require_value_in_closed_range(value, low, high):
    if high < low:
        raise ValueError("empty range [%r, %r]" % (low, high))
    if not low <= value <= high:
        raise ValueError("%r is outside [%r, %r]" % (value, low, high))
    return value

# --- implementation 3: clamp the value and check it was unchanged ---
def require_value_in_closed_range(value, low, high):
    if low > high:
        raise ValueError("invalid range")
    clamped = min(max(value, low), high)
    if clamped != value:
        raise ValueError("value out of range")
    return value

# --- inputs ---
def random_input(rng):
    low = rng.choice([-3, 0, 1, 3, 2.5])
    high = low + rng.choice([0, 1, 9, -1, 0.5])
    value = rng.choice([low, high, low - 1, high + 1, (low + high) / 2, low - 0.5, high + 0.5, rng.randint(-5, 12)])
    return (value, low, high)
