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
