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

# --- implementation 2: one list in insertion order; append on a miss, drop index 0 when over ---
def fifo_cache_miss_count(capacity, accesses):
    if capacity <= 0:
        raise ValueError("capacity must be positive")
    cache = []
    misses = 0
    for key in accesses:
        if key not in cache:
            misses += 1
            cache.append(key)
            if len(cache) > capacity:
                cache.pop(0)
    return misses

# --- implementation 3: insertion timestamps per key, evict the smallest timestamp ---
def fifo_cache_miss_count(capacity, accesses):
    if capacity < 1:
        raise ValueError("capacity below 1")
    inserted_at = {}
    misses = 0
    for clock, key in enumerate(accesses):
        if key in inserted_at:
            continue
        misses += 1
        if len(inserted_at) == capacity:
            oldest = min(inserted_at, key=inserted_at.get)
            del inserted_at[oldest]
        inserted_at[key] = clock
    return misses

# --- implementation 4: OrderedDict keeps insertion order; popitem(last=False) evicts ---
from collections import OrderedDict


def fifo_cache_miss_count(capacity, accesses):
    if capacity < 1:
        raise ValueError("capacity must be at least 1")
    cache = OrderedDict()
    misses = 0
    for key in accesses:
        if key not in cache:
            misses += 1
            cache[key] = True
            if len(cache) > capacity:
                cache.popitem(last=False)
    return misses

# --- inputs ---
def random_input(rng):
    capacity = rng.randint(1, 4)
    if rng.random() < 0.08:
        capacity = rng.randint(-2, 0)
    return (capacity, [rng.randint(0, 5) for _ in range(rng.randint(0, 15))])
