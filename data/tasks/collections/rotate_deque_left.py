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
