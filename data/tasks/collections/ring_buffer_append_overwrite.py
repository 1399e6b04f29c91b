# domain: collections
# function: ring_buffer_append_overwrite
# query: Given a ring buffer as a list (oldest first) that holds at most capacity items, append
#   item; when the buffer is already full, drop the oldest item. Return the new list without
#   mutating the input; raise ValueError when capacity is less than 1.

def ring_buffer_append_overwrite(buffer, capacity, item):
    if capacity < 1:
        raise ValueError("capacity must be at least 1")
    result = list(buffer)
    result.append(item)
    while len(result) > capacity:
        result.pop(0)
    return result

# --- tests ---
import pytest

assert ring_buffer_append_overwrite([], 3, 1) == [1]
assert ring_buffer_append_overwrite([1, 2], 3, 3) == [1, 2, 3]
assert ring_buffer_append_overwrite([1, 2, 3], 3, 4) == [2, 3, 4]
assert ring_buffer_append_overwrite([5], 1, 6) == [6]
assert ring_buffer_append_overwrite([1, 2, 3, 4], 2, 9) == [4, 9]
assert ring_buffer_append_overwrite(["a"], 2, "b") == ["a", "b"]
with pytest.raises(ValueError):
    ring_buffer_append_overwrite([], 0, 1)
with pytest.raises(ValueError):
    ring_buffer_append_overwrite([1], -1, 1)

# --- implementation 2: append to a copy and keep the last capacity items by slicing ---
def ring_buffer_append_overwrite(buffer, capacity, item):
    if capacity <= 0:
        raise ValueError("capacity must be positive")
    extended = list(buffer) + [item]
    return extended[-capacity:]

# --- implementation 3: deque with maxlen discards from the front ---
from collections import deque


def ring_buffer_append_overwrite(buffer, capacity, item):
    if capacity < 1:
        raise ValueError("capacity below 1")
    ring = deque(buffer, maxlen=capacity)
    ring.append(item)
    return list(ring)

# --- implementation 4: count the overflow, copy the survivors from that index on, then add the item ---
def ring_buffer_append_overwrite(buffer, capacity, item):
    if capacity < 1:
        raise ValueError("capacity has to be at least 1")
    overflow = len(buffer) + 1 - capacity
    start = overflow if overflow > 0 else 0
    kept = [buffer[i] for i in range(start, len(buffer))]
    kept.append(item)
    return kept

# --- inputs ---
def random_input(rng):
    capacity = rng.randint(1, 5)
    if rng.random() < 0.08:
        capacity = rng.randint(-2, 0)
    size = rng.choice([0, max(capacity, 0), max(capacity - 1, 0), rng.randint(0, 7)])
    return ([rng.randint(0, 9) for _ in range(size)], capacity, rng.choice([9, "x", None]))
