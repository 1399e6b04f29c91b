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
