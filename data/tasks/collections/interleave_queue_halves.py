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

# --- implementation 2: zip the two halves and flatten the pairs ---
def interleave_queue_halves(queue):
    if len(queue) % 2:
        raise ValueError("odd number of items")
    half = len(queue) // 2
    items = list(queue)
    return [x for pair in zip(items[:half], items[half:]) for x in pair]

# --- implementation 3: extended slice assignment into the even and odd slots ---
def interleave_queue_halves(queue):
    size = len(queue)
    if size % 2 == 1:
        raise ValueError("queue length is odd")
    items = list(queue)
    result = [None] * size
    result[0::2] = items[:size // 2]
    result[1::2] = items[size // 2:]
    return result

# --- implementation 4: result position i reads from the first or the second half by parity ---
def interleave_queue_halves(queue):
    n = len(queue)
    if n % 2 != 0:
        raise ValueError("length must be even")
    half = n // 2
    return [queue[i // 2 + (i % 2) * half] for i in range(n)]

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 2, 4, 6, rng.randint(0, 12)])
    return ([rng.randint(0, 50) for _ in range(n)],)
