# domain: collections
# function: round_robin_interleave
# query: Take items round-robin from several lists (first of each list, then second of each, ...),
#   skipping lists once they are exhausted, and return the combined list.

from collections import deque

def round_robin_interleave(lists):
    queue = deque(deque(lst) for lst in lists if lst)
    result = []
    while len(queue) > 0:
        current = queue.popleft()
        result.append(current.popleft())
        if len(current) > 0:
            queue.append(current)
    return result

# --- tests ---
import pytest

assert round_robin_interleave([]) == []
assert round_robin_interleave([[]]) == []
assert round_robin_interleave([[1, 2, 3]]) == [1, 2, 3]
assert round_robin_interleave([[1, 2, 3], ["a", "b"]]) == [1, "a", 2, "b", 3]
assert round_robin_interleave([[1], [], [2, 3], [4, 5, 6]]) == [1, 2, 4, 3, 5, 6]
assert round_robin_interleave([["x"], ["y"]]) == ["x", "y"]
assert round_robin_interleave([[1, 2], [3, 4]]) == [1, 3, 2, 4]

# --- implementation 2: zip_longest with a private fill value, dropping the fill ---
from itertools import zip_longest


def round_robin_interleave(lists):
    missing = object()
    return [
        item
        for row in zip_longest(*lists, fillvalue=missing)
        for item in row
        if item is not missing
    ]

# --- implementation 3: walk positions up to the longest list, taking each list's item there ---
def round_robin_interleave(lists):
    longest = max((len(lst) for lst in lists), default=0)
    combined = []
    for position in range(longest):
        for lst in lists:
            if position < len(lst):
                combined.append(lst[position])
    return combined

# --- implementation 4: recursion on the heads of the non-empty lists and their tails ---
def round_robin_interleave(lists):
    remaining = [lst for lst in lists if lst]
    if not remaining:
        return []
    heads = [lst[0] for lst in remaining]
    return heads + round_robin_interleave([lst[1:] for lst in remaining])

# --- inputs ---
def random_input(rng):
    lists = []
    for _ in range(rng.randint(0, 5)):
        size = rng.choice([0, 0, 1, 2, 3, 5])
        lists.append([rng.choice([rng.randint(-9, 9), None, "s"]) for _ in range(size)])
    return (lists,)
