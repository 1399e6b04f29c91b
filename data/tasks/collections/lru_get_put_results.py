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

# --- implementation 2: OrderedDict with move_to_end and popitem(last=False) ---
from collections import OrderedDict


def lru_get_put_results(capacity, operations):
    if capacity <= 0:
        raise ValueError("capacity must be at least 1")
    cache = OrderedDict()
    out = []
    for op in operations:
        if op[0] == "get":
            if op[1] in cache:
                cache.move_to_end(op[1])
            out.append(cache.get(op[1], -1))
            continue
        cache[op[1]] = op[2]
        cache.move_to_end(op[1])
        if len(cache) > capacity:
            cache.popitem(last=False)
    return out

# --- implementation 3: values in a dict, recency in a separate list of keys ---
def lru_get_put_results(capacity, operations):
    if capacity < 1:
        raise ValueError("capacity must be positive")
    values = {}
    order = []
    answers = []
    for kind, key, *rest in operations:
        if kind == "get" and key not in values:
            answers.append(-1)
            continue
        if key in values:
            order.remove(key)
        elif len(values) == capacity:
            del values[order.pop(0)]
        order.append(key)
        if kind == "get":
            answers.append(values[key])
        else:
            values[key] = rest[0]
    return answers

# --- inputs ---
def random_input(rng):
    capacity = rng.randint(1, 3)
    if rng.random() < 0.08:
        capacity = rng.randint(-2, 0)
    ops = []
    for i in range(rng.randint(0, 12)):
        if rng.random() < 0.5:
            ops.append(("put", rng.randint(1, 5), rng.choice([i, "v%d" % i])))
        else:
            ops.append(("get", rng.randint(1, 5)))
    return (capacity, ops)
