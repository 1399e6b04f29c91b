# domain: collections
# function: rotations_until_sorted_deque
# query: Given a list items, count how many times you must move the front element to the back until
#   the sequence is sorted ascending; return -1 if no rotation makes it sorted. An empty or
#   single-element list needs 0 moves.

from collections import deque

def rotations_until_sorted_deque(items):
    d = deque(items)
    for moves in range(max(len(items), 1)):
        ordered = True
        for i in range(1, len(d)):
            if d[i - 1] > d[i]:
                ordered = False
                break
        if ordered:
            return moves
        d.rotate(-1)
    return -1

# --- tests ---
import pytest

assert rotations_until_sorted_deque([]) == 0
assert rotations_until_sorted_deque([5]) == 0
assert rotations_until_sorted_deque([1, 2, 3]) == 0
assert rotations_until_sorted_deque([3, 1, 2]) == 1
assert rotations_until_sorted_deque([2, 3, 1]) == 2
assert rotations_until_sorted_deque([2, 1, 3]) == -1
assert rotations_until_sorted_deque([2, 2, 1, 2]) == 2
assert rotations_until_sorted_deque([4, 5, 1, 2, 3]) == 2

# --- implementation 2: count the descents; one descent that wraps around gives the rotation ---
def rotations_until_sorted_deque(items):
    breaks = [i for i in range(len(items) - 1) if items[i] > items[i + 1]]
    if not breaks:
        return 0
    if len(breaks) == 1 and items[-1] <= items[0]:
        return breaks[0] + 1
    return -1

# --- implementation 3: compare every rotation slice with the sorted list ---
def rotations_until_sorted_deque(items):
    if len(items) < 2:
        return 0
    target = sorted(items)
    for k in range(len(items)):
        if items[k:] + items[:k] == target:
            return k
    return -1

# --- implementation 4: the first non-decreasing run of length n in the list doubled ---
def rotations_until_sorted_deque(items):
    n = len(items)
    if n < 2:
        return 0
    doubled = items + items
    run = 1
    for i in range(1, 2 * n):
        run = run + 1 if doubled[i - 1] <= doubled[i] else 1
        if run >= n:
            return i - n + 1
    return -1

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 8)
    values = [rng.randint(0, 5) for _ in range(n)]
    if rng.random() < 0.6:
        values.sort()
        k = rng.randint(0, n) if n else 0
        values = values[k:] + values[:k]
    return (values,)
