# domain: validation
# function: is_strictly_increasing_sequence
# query: Check that values, a list of numbers, is strictly increasing, optionally with each step
#   being at most max_step (None, the default, means unlimited). Empty and single-element lists
#   are valid. Returns a bool.

def is_strictly_increasing_sequence(values, max_step=None):
    for i in range(1, len(values)):
        step = values[i] - values[i - 1]
        if step <= 0:
            return False
        if max_step is not None and step > max_step:
            return False
    return True

# --- tests ---
import pytest

assert is_strictly_increasing_sequence([]) is True
assert is_strictly_increasing_sequence([5]) is True
assert is_strictly_increasing_sequence([1, 2, 3]) is True
assert is_strictly_increasing_sequence([1, 1]) is False
assert is_strictly_increasing_sequence([3, 2, 5]) is False
assert is_strictly_increasing_sequence([1, 3, 2]) is False
assert is_strictly_increasing_sequence([1, 3, 5], max_step=2) is True
assert is_strictly_increasing_sequence([1, 3, 6], max_step=2) is False
assert is_strictly_increasing_sequence([1, 100]) is True
