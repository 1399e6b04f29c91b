# domain: collections
# function: lru_get_put_results
# query: Simulate an LRU cache with a positive capacity and a list of operations ("put", key, value)
#   and ("get", key); return the results of the gets (-1 for a miss). Both put and a successful
#   get make the key most recently used; put on a full cache evicts the least recently used
#   key. Raise ValueError for capacity < 1.

def lru_get_put_results(capacity, operations):
    if capacity < 1:
        raise ValueError("capacity must be positive")
    cache = {}
    results = []
    for op in operations:
        key = op[1]
        if op[0] == "get":
            if key in cache:
                cache[key] = cache.pop(key)
                results.append(cache[key])
            else:
                results.append(-1)
        else:
            if key in cache:
                del cache[key]
            elif len(cache) >= capacity:
                del cache[next(iter(cache))]
            cache[key] = op[2]
    return results

# --- tests ---
import pytest

assert lru_get_put_results(2, []) == []
assert lru_get_put_results(2, [("get", 1)]) == [-1]
assert lru_get_put_results(2, [("put", 1, 1), ("put", 2, 2), ("get", 1), ("put", 3, 3), ("get", 2), ("put", 4, 4), ("get", 1), ("get", 3), ("get", 4)]) == [1, -1, -1, 3, 4]
assert lru_get_put_results(1, [("put", 1, "a"), ("put", 2, "b"), ("get", 1), ("get", 2)]) == [-1, "b"]
assert lru_get_put_results(2, [("put", 1, 1), ("put", 1, 10), ("put", 2, 2), ("get", 1)]) == [10]
assert lru_get_put_results(2, [("put", 1, 1), ("put", 2, 2), ("put", 1, 5), ("put", 3, 3), ("get", 2), ("get", 1)]) == [-1, 5]
assert lru_get_put_results(3, [("put", "a", 0), ("get", "a"), ("get", "b")]) == [0, -1]
with pytest.raises(ValueError):
    lru_get_put_results(0, [])
