# domain: collections
# function: kth_largest_after_each_insert
# query: For a stream of numbers, return after each insertion the k-th largest value seen so far, or
#   None while fewer than k values have arrived. Raise ValueError if k < 1.

import heapq

def kth_largest_after_each_insert(stream, k):
    if k < 1:
        raise ValueError("k must be positive")
    heap = []
    result = []
    for x in stream:
        if len(heap) < k:
            heapq.heappush(heap, x)
        elif x > heap[0]:
            heapq.heapreplace(heap, x)
        if len(heap) == k:
            result.append(heap[0])
        else:
            result.append(None)
    return result

# --- tests ---
import pytest

assert kth_largest_after_each_insert([], 2) == []
assert kth_largest_after_each_insert([4, 5, 8, 2], 3) == [None, None, 4, 4]
assert kth_largest_after_each_insert([4, 5, 8, 2, 3, 5, 10, 9], 3) == [None, None, 4, 4, 4, 5, 5, 8]
assert kth_largest_after_each_insert([3, 1, 2], 1) == [3, 3, 3]
assert kth_largest_after_each_insert([1, 2, 3], 1) == [1, 2, 3]
assert kth_largest_after_each_insert([5, 5, 5], 2) == [None, 5, 5]
assert kth_largest_after_each_insert([1], 2) == [None]
with pytest.raises(ValueError):
    kth_largest_after_each_insert([1], 0)

# --- implementation 2: sort everything seen so far, descending, and index k - 1 ---
def kth_largest_after_each_insert(stream, k):
    if k <= 0:
        raise ValueError("k must be at least 1")
    seen = []
    answers = []
    for x in stream:
        seen.append(x)
        answers.append(sorted(seen, reverse=True)[k - 1] if len(seen) >= k else None)
    return answers

# --- implementation 3: keep an ascending list with bisect.insort and read position -k ---
import bisect


def kth_largest_after_each_insert(stream, k):
    if k < 1:
        raise ValueError("k must be positive")
    ordered = []
    out = []
    for x in stream:
        bisect.insort(ordered, x)
        out.append(ordered[-k] if len(ordered) >= k else None)
    return out

# --- implementation 4: a descending list of at most k leaders, each value inserted by a linear scan ---
def kth_largest_after_each_insert(stream, k):
    if k < 1:
        raise ValueError("k below 1")
    top = []
    result = []
    for x in stream:
        i = 0
        while i < len(top) and top[i] >= x:
            i += 1
        top.insert(i, x)
        del top[k:]
        result.append(top[-1] if len(top) == k else None)
    return result

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.08:
        return ([1, 2], rng.randint(-2, 0))
    stream = [rng.randint(0, 10) for _ in range(rng.randint(0, 12))]
    return (stream, rng.choice([1, 2, 3, rng.randint(1, 6)]))
