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
