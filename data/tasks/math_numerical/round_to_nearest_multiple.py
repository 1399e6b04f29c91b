# domain: math_numerical
# function: round_to_nearest_multiple
# query: Round an integer value to the nearest multiple of a positive step, rounding exact halfway
#   cases up (towards +infinity), e.g. 7 to step 5 -> 5, 8 -> 10, -7 -> -5. Raise ValueError if
#   the step is not positive.

def round_to_nearest_multiple(value, step):
    if step <= 0:
        raise ValueError("step must be positive")
    lower = (value // step) * step
    remainder = value - lower
    if 2 * remainder >= step:
        return lower + step
    return lower

# --- tests ---
import pytest

assert round_to_nearest_multiple(7, 5) == 5
assert round_to_nearest_multiple(8, 5) == 10
assert round_to_nearest_multiple(10, 5) == 10
assert round_to_nearest_multiple(5, 10) == 10
assert round_to_nearest_multiple(-7, 5) == -5
assert round_to_nearest_multiple(-8, 5) == -10
assert round_to_nearest_multiple(0, 3) == 0
assert round_to_nearest_multiple(4, 1) == 4
with pytest.raises(ValueError):
    round_to_nearest_multiple(5, 0)
