# domain: collections
# function: lru_cache_miss_count
# query: Simulate a least-recently-used cache of the given capacity over a sequence of key
#   accesses and return how many accesses were misses. A hit refreshes the key's recency. A
#   capacity of 0 makes every access a miss; a negative capacity raises ValueError.

def lru_cache_miss_count(capacity, accesses):
    if capacity < 0:
        raise ValueError("capacity must be non-negative")
    cache = {}
    misses = 0
    for key in accesses:
        if key in cache:
            del cache[key]
            cache[key] = True
            continue
        misses += 1
        if capacity == 0:
            continue
        if len(cache) >= capacity:
            oldest = next(iter(cache))
            del cache[oldest]
        cache[key] = True
    return misses

# --- tests ---
import pytest

assert lru_cache_miss_count(2, [1, 2, 1, 3, 2]) == 4
assert lru_cache_miss_count(2, [1, 2, 1, 3, 1]) == 3
assert lru_cache_miss_count(0, [1, 1, 1]) == 3
assert lru_cache_miss_count(3, []) == 0
assert lru_cache_miss_count(1, [5, 5, 6, 5]) == 3
assert lru_cache_miss_count(3, [1, 2, 3, 4, 1]) == 5
assert lru_cache_miss_count(3, [1, 2, 3, 1, 4, 1, 2]) == 5
with pytest.raises(ValueError):
    lru_cache_miss_count(-1, [1])

# --- implementation 2: list ordered by recency, most recent last ---
def lru_cache_miss_count(capacity, accesses):
    if capacity < 0:
        raise ValueError("negative capacity")
    recent = []
    misses = 0
    for key in accesses:
        if key in recent:
            recent.remove(key)
        else:
            misses += 1
        recent.append(key)
        if len(recent) > capacity:
            recent.pop(0)
    return misses

# --- implementation 3: OrderedDict with move_to_end and popitem(last=False) ---
from collections import OrderedDict


def lru_cache_miss_count(capacity, accesses):
    if capacity < 0:
        raise ValueError("capacity must be non-negative")
    cache = OrderedDict()
    missed = 0
    for key in accesses:
        if key in cache:
            cache.move_to_end(key)
            continue
        missed += 1
        cache[key] = True
        while len(cache) > capacity:
            cache.popitem(last=False)
    return missed

# --- implementation 4: last-use time per key, evicting the key with the oldest time ---
def lru_cache_miss_count(capacity, accesses):
    if capacity < 0:
        raise ValueError("capacity is negative")
    last_used = {}
    misses = 0
    for time, key in enumerate(accesses):
        if key not in last_used:
            misses += 1
            if capacity == 0:
                continue
            if len(last_used) == capacity:
                del last_used[min(last_used, key=last_used.get)]
        last_used[key] = time
    return misses

# --- inputs ---
def random_input(rng):
    capacity = rng.randint(0, 4)
    if rng.random() < 0.08:
        capacity = rng.randint(-2, -1)
    return (capacity, [rng.randint(0, 5) for _ in range(rng.randint(0, 14))])
