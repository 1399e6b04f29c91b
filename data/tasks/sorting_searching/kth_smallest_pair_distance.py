# domain: sorting_searching
# function: kth_smallest_pair_distance
# query: Given a list of integers values, return the k-th smallest absolute difference among all
#   pairs (i < j), k being 1-based. Raise ValueError if k is not between 1 and the number of
#   pairs.

def kth_smallest_pair_distance(values, k):
    nums = sorted(values)
    n = len(nums)
    if k < 1 or k > n * (n - 1) // 2:
        raise ValueError("k out of range")
    lo, hi = 0, nums[-1] - nums[0]
    while lo < hi:
        mid = (lo + hi) // 2
        count, left = 0, 0
        for right in range(n):
            while nums[right] - nums[left] > mid:
                left += 1
            count += right - left
        if count >= k:
            hi = mid
        else:
            lo = mid + 1
    return lo

# --- tests ---
import pytest

assert kth_smallest_pair_distance([1, 3, 1], 1) == 0
assert kth_smallest_pair_distance([1, 3, 1], 2) == 2
assert kth_smallest_pair_distance([7, 1, 4, 2], 2) == 2
assert kth_smallest_pair_distance([7, 1, 4, 2], 4) == 3
assert kth_smallest_pair_distance([7, 1, 4, 2], 5) == 5
assert kth_smallest_pair_distance([7, 1, 4, 2], 6) == 6
assert kth_smallest_pair_distance([10, 5, 5], 3) == 5
with pytest.raises(ValueError):
    kth_smallest_pair_distance([1, 2], 2)
with pytest.raises(ValueError):
    kth_smallest_pair_distance([1, 2], 0)
with pytest.raises(ValueError):
    kth_smallest_pair_distance([4], 1)

# --- implementation 2: list every pairwise distance and sort ---
from itertools import combinations


def kth_smallest_pair_distance(values, k):
    distances = sorted(abs(a - b) for a, b in combinations(values, 2))
    if not 1 <= k <= len(distances):
        raise ValueError("k must be between 1 and the number of pairs")
    return distances[k - 1]

# --- implementation 3: heap of (gap, i, j) over the sorted values, popping k times ---
import heapq


def kth_smallest_pair_distance(values, k):
    nums = sorted(values)
    n = len(nums)
    if k < 1 or k > n * (n - 1) // 2:
        raise ValueError("invalid k")
    heap = [(nums[i + 1] - nums[i], i, i + 1) for i in range(n - 1)]
    heapq.heapify(heap)
    for _ in range(k - 1):
        _, i, j = heapq.heappop(heap)
        if j + 1 < n:
            heapq.heappush(heap, (nums[j + 1] - nums[i], i, j + 1))
    return heap[0][0]

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 10)
    values = [rng.randint(-15, 15) for _ in range(n)]
    pairs = n * (n - 1) // 2
    if pairs == 0 or rng.random() < 0.1:
        return (values, rng.choice([0, pairs + 1, 1]))
    return (values, rng.choice([1, pairs, rng.randint(1, pairs)]))
