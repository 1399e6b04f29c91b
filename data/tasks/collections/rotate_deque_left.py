# domain: collections
# function: rotate_deque_left
# query: Rotate a list items to the left by k positions and return the new list; k may be larger
#   than the length or negative (rotating right). An empty list stays empty.

from collections import deque

def rotate_deque_left(items, k):
    if len(items) == 0:
        return []
    d = deque(items)
    d.rotate(-(k % len(d)))
    return list(d)

# --- tests ---
import pytest

assert rotate_deque_left([], 3) == []
assert rotate_deque_left([1], 5) == [1]
assert rotate_deque_left([1, 2, 3, 4, 5], 2) == [3, 4, 5, 1, 2]
assert rotate_deque_left([1, 2, 3, 4, 5], 0) == [1, 2, 3, 4, 5]
assert rotate_deque_left([1, 2, 3, 4, 5], 7) == [3, 4, 5, 1, 2]
assert rotate_deque_left([1, 2, 3, 4, 5], -1) == [5, 1, 2, 3, 4]
assert rotate_deque_left([1, 2, 3], 3) == [1, 2, 3]
assert rotate_deque_left(["a", "b"], 1) == ["b", "a"]

# --- implementation 2: slice at k modulo the length and swap the halves ---
def rotate_deque_left(items, k):
    n = len(items)
    if n == 0:
        return []
    shift = k % n
    return list(items[shift:]) + list(items[:shift])

# --- implementation 3: position i of the result takes item (i + k) mod n ---
def rotate_deque_left(items, k):
    size = len(items)
    result = []
    for i in range(size):
        result.append(items[(i + k) % size])
    return result

# --- implementation 4: islice a window of length n out of itertools.cycle ---
from itertools import cycle, islice


def rotate_deque_left(items, k):
    n = len(items)
    if not n:
        return []
    start = k % n
    return list(islice(cycle(items), start, start + n))

# --- inputs ---
def random_input(rng):
    items = [rng.randint(0, 9) for _ in range(rng.choice([0, 1, 2, rng.randint(0, 8)]))]
    return (items, rng.choice([0, 1, -1, len(items), rng.randint(-20, 20)]))
