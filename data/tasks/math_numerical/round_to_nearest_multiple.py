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

# --- implementation 2: floor((2 * value + step) / (2 * step)) multiples of the step ---
def round_to_nearest_multiple(value, step):
    if step < 1:
        raise ValueError("step must be a positive integer")
    count = (2 * value + step) // (2 * step)
    return count * step

# --- implementation 3: nearer of the two surrounding multiples, the upper one on a tie ---
def round_to_nearest_multiple(value, step):
    if step <= 0:
        raise ValueError("non-positive step")
    below = value - value % step
    above = below + step if value % step else below
    return min([above, below], key=lambda m: abs(value - m))

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-20, 20), rng.randint(-3, 0))
    step = rng.choice([1, 2, 5, 10, rng.randint(1, 12)])
    value = step * rng.randint(-8, 8) + rng.choice([0, step // 2, (step + 1) // 2, rng.randint(0, step)])
    return (value, step)
