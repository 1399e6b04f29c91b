# domain: collections
# function: elimination_order_every_kth
# query: People given as a list stand in a circle; starting from the first, every k-th person
#   leaves. Return the order in which they leave (all of them). Raise ValueError when k < 1.

from collections import deque

def elimination_order_every_kth(people, k):
    if k < 1:
        raise ValueError("k must be positive")
    circle = deque(people)
    order = []
    while circle:
        for _ in range(k - 1):
            circle.append(circle.popleft())
        order.append(circle.popleft())
    return order

# --- tests ---
import pytest

assert elimination_order_every_kth([], 3) == []
assert elimination_order_every_kth(["a"], 3) == ["a"]
assert elimination_order_every_kth([1, 2, 3, 4, 5, 6, 7], 3) == [3, 6, 2, 7, 5, 1, 4]
assert elimination_order_every_kth([1, 2, 3], 1) == [1, 2, 3]
assert elimination_order_every_kth(["x", "y", "z", "w"], 2) == ["y", "w", "z", "x"]
assert elimination_order_every_kth([1, 2], 5) == [1, 2]
with pytest.raises(ValueError):
    elimination_order_every_kth([1], 0)
