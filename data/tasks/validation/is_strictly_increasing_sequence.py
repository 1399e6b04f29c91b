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

# --- implementation 2: all() over adjacent pairs with an infinite default step ---
def is_strictly_increasing_sequence(values, max_step=None):
    limit = float("inf") if max_step is None else max_step
    return all(
        0 < b - a <= limit
        for a, b in zip(values, values[1:])
    )

# --- implementation 3: compare the list with its sorted, de-duplicated copy, then the steps ---
def is_strictly_increasing_sequence(values, max_step=None):
    if list(values) != sorted(set(values)):
        return False
    if max_step is None:
        return True
    steps = [values[i + 1] - values[i] for i in range(len(values) - 1)]
    return all(step <= max_step for step in steps)

# --- implementation 4: list of steps between neighbours, then min and max of the steps ---
def is_strictly_increasing_sequence(values, max_step=None):
    steps = [b - a for a, b in zip(values, values[1:])]
    if not steps:
        return True
    if min(steps) <= 0:
        return False
    return max_step is None or max(steps) <= max_step

# --- inputs ---
def random_input(rng):
    values = [rng.randint(-3, 3)]
    for _ in range(rng.randint(0, 6)):
        values.append(values[-1] + rng.choice([1, 1, 2, 3, 5, 0, -1]))
    if rng.random() < 0.1:
        values = []
    if rng.random() < 0.4:
        return (values,)
    return (values, rng.choice([None, 1, 2, 3, 5, 0, -1]))
