# domain: collections
# function: lfu_eviction_order
# query: Simulate a least-frequently-used cache of positive capacity over key accesses; when a new key
#   arrives at a full cache, evict the key with the lowest access count, breaking ties by least recent
#   use (an evicted key's count is forgotten). Return (evicted keys in order, dict of final key -> access
#   count sorted by key). Raise ValueError for capacity < 1.

def lfu_eviction_order(capacity, accesses):
    if capacity < 1:
        raise ValueError("capacity must be positive")
    counts = {}
    last_used = {}
    evicted = []
    for time, key in enumerate(accesses):
        if key not in counts and len(counts) >= capacity:
            victim = min(counts, key=lambda k: (counts[k], last_used[k]))
            del counts[victim]
            del last_used[victim]
            evicted.append(victim)
        counts[key] = counts.get(key, 0) + 1
        last_used[key] = time
    return evicted, {k: counts[k] for k in sorted(counts)}

# --- tests ---
import pytest

assert lfu_eviction_order(2, []) == ([], {})
assert lfu_eviction_order(2, [1, 2]) == ([], {1: 1, 2: 1})
assert lfu_eviction_order(2, [1, 2, 3]) == ([1], {2: 1, 3: 1})
assert lfu_eviction_order(2, [1, 1, 2, 3]) == ([2], {1: 2, 3: 1})
assert lfu_eviction_order(2, [1, 2, 2, 1, 3]) == ([2], {1: 2, 3: 1})
assert lfu_eviction_order(1, [1, 2, 1]) == ([1, 2], {1: 1})
assert lfu_eviction_order(3, [1, 2, 3, 1, 2, 4, 5]) == ([3, 4], {1: 2, 2: 2, 5: 1})
with pytest.raises(ValueError):
    lfu_eviction_order(0, [])
with pytest.raises(ValueError):
    lfu_eviction_order(-1, [])
