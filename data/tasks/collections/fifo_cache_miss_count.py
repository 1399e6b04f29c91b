# domain: collections
# function: fifo_cache_miss_count
# query: For a first-in-first-out cache of the given capacity, count the cache misses of a sequence
#   of accesses: a hit does not change eviction order, and when full the key inserted earliest
#   is evicted. Raise ValueError for capacity below 1.

from collections import deque

def fifo_cache_miss_count(capacity, accesses):
    if capacity < 1:
        raise ValueError("capacity must be at least 1")
    queue = deque()
    present = set()
    misses = 0
    for key in accesses:
        if key in present:
            continue
        misses += 1
        if len(queue) == capacity:
            present.discard(queue.popleft())
        queue.append(key)
        present.add(key)
    return misses

# --- tests ---
import pytest

assert fifo_cache_miss_count(2, [1, 2, 1, 3, 1]) == 4
assert fifo_cache_miss_count(3, [1, 2, 3, 1, 2, 3]) == 3
assert fifo_cache_miss_count(1, [1, 1, 2, 2, 1]) == 3
assert fifo_cache_miss_count(2, []) == 0
assert fifo_cache_miss_count(3, [1, 2, 3, 4, 1]) == 5
assert fifo_cache_miss_count(2, [7, 7, 7]) == 1
assert fifo_cache_miss_count(3, [1, 2, 3, 4, 2]) == 4
with pytest.raises(ValueError):
    fifo_cache_miss_count(0, [1])
