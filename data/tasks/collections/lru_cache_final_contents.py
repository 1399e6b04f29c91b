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
