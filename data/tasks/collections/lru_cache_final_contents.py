# domain: collections
# function: lru_cache_final_contents
# query: Simulate an LRU cache of the given capacity over a list of key accesses and return the
#   keys remaining in the cache ordered from least to most recently used. Raise ValueError when
#   capacity is less than 1.

def lru_cache_final_contents(capacity, accesses):
    if capacity < 1:
        raise ValueError("capacity must be at least 1")
    order = []
    for key in accesses:
        if key in order:
            order.remove(key)
        elif len(order) == capacity:
            order.pop(0)
        order.append(key)
    return order

# --- tests ---
import pytest

assert lru_cache_final_contents(2, [1, 2, 3]) == [2, 3]
assert lru_cache_final_contents(2, [1, 2, 1, 3]) == [1, 3]
assert lru_cache_final_contents(3, []) == []
assert lru_cache_final_contents(1, ["a", "b", "a"]) == ["a"]
assert lru_cache_final_contents(3, [1, 2, 3, 2, 4]) == [3, 2, 4]
assert lru_cache_final_contents(3, [1, 1, 1]) == [1]
assert lru_cache_final_contents(2, [4, 5]) == [4, 5]
with pytest.raises(ValueError):
    lru_cache_final_contents(0, [1])
with pytest.raises(ValueError):
    lru_cache_final_contents(0, [])

# --- implementation 2: OrderedDict, move_to_end on a hit, popitem(last=False) to evict ---
from collections import OrderedDict


def lru_cache_final_contents(capacity, accesses):
    if capacity <= 0:
        raise ValueError("capacity must be positive")
    cache = OrderedDict()
    for key in accesses:
        if key in cache:
            cache.move_to_end(key)
            continue
        if len(cache) == capacity:
            cache.popitem(last=False)
        cache[key] = None
    return list(cache)

# --- implementation 3: last-use time per key; evict the smallest, finally sort by time ---
def lru_cache_final_contents(capacity, accesses):
    if capacity < 1:
        raise ValueError("capacity below 1")
    last_used = {}
    for time, key in enumerate(accesses):
        if key not in last_used and len(last_used) >= capacity:
            del last_used[min(last_used, key=last_used.get)]
        last_used[key] = time
    return sorted(last_used, key=last_used.get)

# --- implementation 4: plain dict in recency order, re-inserting a key on every access ---
def lru_cache_final_contents(capacity, accesses):
    if capacity < 1:
        raise ValueError("capacity must be positive")
    recent = {}
    for key in accesses:
        recent.pop(key, None)
        recent[key] = True
        if len(recent) > capacity:
            del recent[next(iter(recent))]
    return list(recent)

# --- inputs ---
def random_input(rng):
    capacity = rng.randint(1, 4)
    if rng.random() < 0.08:
        capacity = rng.randint(-2, 0)
    return (capacity, [rng.randint(0, 5) for _ in range(rng.randint(0, 14))])
