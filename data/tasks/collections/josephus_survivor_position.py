# domain: collections
# function: josephus_survivor_position
# query: In the Josephus problem, n people stand in a circle numbered 1..n and every k-th person is
#   eliminated; return the number of the survivor. Raise ValueError when n or k is less than 1.

from collections import deque

def josephus_survivor_position(n, k):
    if n < 1 or k < 1:
        raise ValueError("n and k must be positive")
    circle = deque(range(1, n + 1))
    while len(circle) > 1:
        circle.rotate(-(k - 1))
        circle.popleft()
    return circle[0]

# --- tests ---
import pytest

assert josephus_survivor_position(1, 3) == 1
assert josephus_survivor_position(7, 3) == 4
assert josephus_survivor_position(5, 2) == 3
assert josephus_survivor_position(6, 1) == 6
assert josephus_survivor_position(2, 2) == 1
assert josephus_survivor_position(10, 4) == 5
with pytest.raises(ValueError):
    josephus_survivor_position(0, 2)
with pytest.raises(ValueError):
    josephus_survivor_position(3, 0)

# --- implementation 2: the recurrence J(i) = (J(i - 1) + k) mod i, counted from 0 ---
def josephus_survivor_position(n, k):
    if n < 1 or k < 1:
        raise ValueError("n and k must be at least 1")
    survivor = 0
    for size in range(2, n + 1):
        survivor = (survivor + k) % size
    return survivor + 1

# --- implementation 3: list of people, pop at a moving index ---
def josephus_survivor_position(n, k):
    if min(n, k) < 1:
        raise ValueError("n and k must be positive")
    people = list(range(1, n + 1))
    index = 0
    while len(people) > 1:
        index = (index + k - 1) % len(people)
        people.pop(index)
    return people[0]

# --- implementation 4: circular linked list as a successor array, unlinking every k-th node ---
def josephus_survivor_position(n, k):
    if n < 1 or k < 1:
        raise ValueError("n and k must be at least 1")
    successor = list(range(1, n)) + [0]
    before = n - 1
    for _ in range(n - 1):
        for _ in range(k - 1):
            before = successor[before]
        successor[before] = successor[successor[before]]
    return successor[before] + 1

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.05:
        return (rng.randint(-2, 0), rng.randint(1, 3))
    if r < 0.1:
        return (rng.randint(1, 5), rng.randint(-2, 0))
    return (rng.choice([1, 2, rng.randint(1, 30)]), rng.choice([1, 2, 3, rng.randint(1, 40)]))
