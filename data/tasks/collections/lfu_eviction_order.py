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

# --- implementation 2: counts plus a recency list; the victim is the least recent key with the lowest count ---
def lfu_eviction_order(capacity, accesses):
    if capacity <= 0:
        raise ValueError("capacity must be at least 1")
    freq = {}
    recency = []
    evicted = []
    for key in accesses:
        if key in freq:
            recency.remove(key)
        elif len(freq) == capacity:
            lowest = min(freq.values())
            victim = next(k for k in recency if freq[k] == lowest)
            recency.remove(victim)
            del freq[victim]
            evicted.append(victim)
        freq[key] = freq.get(key, 0) + 1
        recency.append(key)
    return (evicted, dict(sorted(freq.items())))

# --- implementation 3: one OrderedDict bucket per count, each bucket in recency order ---
from collections import OrderedDict, defaultdict


def lfu_eviction_order(capacity, accesses):
    if capacity < 1:
        raise ValueError("capacity must be positive")
    count = {}
    buckets = defaultdict(OrderedDict)
    evicted = []
    for key in accesses:
        if key not in count:
            if len(count) == capacity:
                low = min(c for c in buckets if buckets[c])
                victim, _ = buckets[low].popitem(last=False)
                del count[victim]
                evicted.append(victim)
            count[key] = 0
        else:
            del buckets[count[key]][key]
        count[key] += 1
        buckets[count[key]][key] = None
    return (evicted, {k: count[k] for k in sorted(count)})

# --- inputs ---
def random_input(rng):
    capacity = rng.randint(1, 4)
    if rng.random() < 0.08:
        capacity = rng.randint(-2, 0)
    return (capacity, [rng.randint(1, 6) for _ in range(rng.randint(0, 15))])
