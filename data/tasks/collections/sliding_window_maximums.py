# domain: collections
# function: sliding_window_maximums
# query: Given a list of numbers nums, return the maximum of every contiguous window of size k, in
#   order. Return an empty list when k exceeds the list length and raise ValueError when k is
#   less than 1.

from collections import deque

def sliding_window_maximums(nums, k):
    if k < 1:
        raise ValueError("k must be positive")
    window = deque()
    result = []
    for i, value in enumerate(nums):
        while window and nums[window[-1]] <= value:
            window.pop()
        window.append(i)
        if window[0] <= i - k:
            window.popleft()
        if i >= k - 1:
            result.append(nums[window[0]])
    return result

# --- tests ---
import pytest

assert sliding_window_maximums([1, 3, -1, -3, 5, 3, 6, 7], 3) == [3, 3, 5, 5, 6, 7]
assert sliding_window_maximums([4, 2, 12, 3], 1) == [4, 2, 12, 3]
assert sliding_window_maximums([4, 2, 12, 3], 4) == [12]
assert sliding_window_maximums([4, 2], 3) == []
assert sliding_window_maximums([], 2) == []
assert sliding_window_maximums([9, 8, 7, 6, 5], 2) == [9, 8, 7, 6]
assert sliding_window_maximums([2, 2, 1, 2], 2) == [2, 2, 2]
with pytest.raises(ValueError):
    sliding_window_maximums([1, 2], 0)

# --- implementation 2: max of each window slice ---
def sliding_window_maximums(nums, k):
    if k < 1:
        raise ValueError("window size must be at least 1")
    result = []
    for start in range(len(nums) - k + 1):
        result.append(max(nums[start:start + k]))
    return result

# --- implementation 3: max-heap of (value, index) with stale entries popped lazily ---
import heapq


def sliding_window_maximums(nums, k):
    if k < 1:
        raise ValueError("k must be >= 1")
    heap = []
    maxima = []
    for i, x in enumerate(nums):
        heapq.heappush(heap, (-x, i))
        if i + 1 >= k:
            while heap[0][1] <= i - k:
                heapq.heappop(heap)
            maxima.append(-heap[0][0])
    return maxima

# --- implementation 4: block-wise prefix and suffix maxima (van Herk / Gil-Werman) ---
def sliding_window_maximums(nums, k):
    if k < 1:
        raise ValueError("k must be positive")
    n = len(nums)
    if k > n:
        return []
    prefix, suffix = list(nums), list(nums)
    for i in range(1, n):
        if i % k:
            prefix[i] = max(prefix[i - 1], nums[i])
    for i in range(n - 2, -1, -1):
        if (i + 1) % k:
            suffix[i] = max(suffix[i + 1], nums[i])
    return [max(suffix[i], prefix[i + k - 1]) for i in range(n - k + 1)]

# --- inputs ---
def random_input(rng):
    nums = [rng.randint(-5, 5) for _ in range(rng.randint(0, 10))]
    k = rng.choice([0, 1, 2, 3, len(nums), len(nums) + 1, rng.randint(-1, 6)])
    return (nums, k)
