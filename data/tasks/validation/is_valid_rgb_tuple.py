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
