# domain: collections
# function: interleave_queue_halves
# query: Interleave the first half of a queue with the second half (1 2 3 4 5 6 -> 1 4 2 5 3 6);
#   raise ValueError when the queue has an odd length.

from collections import deque

def interleave_queue_halves(queue):
    if len(queue) % 2 != 0:
        raise ValueError("queue length must be even")
    q = deque(queue)
    half = len(queue) // 2
    first = deque()
    for _ in range(half):
        first.append(q.popleft())
    result = []
    while first:
        result.append(first.popleft())
        result.append(q.popleft())
    return result

# --- tests ---
import pytest

assert interleave_queue_halves([]) == []
assert interleave_queue_halves([1, 2]) == [1, 2]
assert interleave_queue_halves([1, 2, 3, 4]) == [1, 3, 2, 4]
assert interleave_queue_halves([1, 2, 3, 4, 5, 6]) == [1, 4, 2, 5, 3, 6]
assert interleave_queue_halves(["a", "b", "c", "d", "e", "f", "g", "h"]) == ["a", "e", "b", "f", "c", "g", "d", "h"]
with pytest.raises(ValueError):
    interleave_queue_halves([1, 2, 3])
with pytest.raises(ValueError):
    interleave_queue_halves([1])
