# domain: validation
# function: is_valid_rgb_tuple
# query: Check that color is a colour tuple of three or four ints (R, G, B[, A]) each between 0 and
#   255 inclusive; bools and floats are rejected, and lists are not accepted. Returns a bool.

def is_valid_rgb_tuple(color):
    if not isinstance(color, tuple):
        return False
    if len(color) < 3 or len(color) > 4:
        return False
    for channel in color:
        if isinstance(channel, bool) or not isinstance(channel, int):
            return False
        if channel < 0 or channel > 255:
            return False
    return True

# --- tests ---
import pytest

assert is_valid_rgb_tuple((0, 0, 0)) is True
assert is_valid_rgb_tuple((255, 255, 255, 255)) is True
assert is_valid_rgb_tuple((256, 0, 0)) is False
assert is_valid_rgb_tuple((0, -1, 0)) is False
assert is_valid_rgb_tuple((1, 2)) is False
assert is_valid_rgb_tuple((1, 2, 3, 4, 5)) is False
assert is_valid_rgb_tuple([1, 2, 3]) is False
assert is_valid_rgb_tuple((1, 2.0, 3)) is False
assert is_valid_rgb_tuple((1, True, 3)) is False

# --- implementation 2: type() identity checks for the tuple and each channel ---
def is_valid_rgb_tuple(color):
    if type(color) is not tuple:
        return False
    if len(color) not in (3, 4):
        return False
    return all(type(c) is int and 0 <= c <= 255 for c in color)

# --- implementation 3: keep the genuine ints, then compare counts and the min/max ---
def is_valid_rgb_tuple(color):
    if not isinstance(color, tuple):
        return False
    ints = [c for c in color if isinstance(c, int) and not isinstance(c, bool)]
    if len(ints) != len(color) or len(color) not in (3, 4):
        return False
    return min(ints) >= 0 and max(ints) <= 255

# --- inputs ---
def random_input(rng):
    values = [0, 1, 128, 255, 256, -1, 2.0, True, False, "1", None]
    weights = [5, 5, 5, 5, 1, 1, 1, 1, 1, 1, 1]
    color = tuple(rng.choices(values, weights)[0] for _ in range(rng.choice([2, 3, 3, 4, 4, 5])))
    if rng.random() < 0.1:
        color = list(color)
    return (color,)
