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

# --- implementation 2: list with a moving index, (index + k - 1) % size ---
def elimination_order_every_kth(people, k):
    if k <= 0:
        raise ValueError("k must be at least 1")
    remaining = list(people)
    order = []
    index = 0
    while remaining:
        index = (index + k - 1) % len(remaining)
        order.append(remaining.pop(index))
    return order

# --- implementation 3: walk the circle over an alive flag per person, counting k live steps ---
def elimination_order_every_kth(people, k):
    if k < 1:
        raise ValueError("k must be positive")
    n = len(people)
    alive = [True] * n
    order = []
    pos = -1
    while len(order) < n:
        steps = 0
        while steps < k:
            pos = (pos + 1) % n
            if alive[pos]:
                steps += 1
        alive[pos] = False
        order.append(people[pos])
    return order

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.08:
        return ([1, 2], rng.randint(-2, 0))
    people = list(range(1, rng.choice([0, 1, 2, rng.randint(0, 12)]) + 1))
    if rng.random() < 0.3:
        people = [chr(97 + p) for p in people]
    return (people, rng.choice([1, 2, 3, rng.randint(1, 15)]))
