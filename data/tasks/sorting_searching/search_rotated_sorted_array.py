# domain: sorting_searching
# function: search_rotated_sorted_array
# query: Search nums, a sorted array of distinct integers that has been rotated at some pivot (e.g.
#   [4,5,6,7,0,1,2]), for target in logarithmic time; return its index or -1 if it is absent.

def search_rotated_sorted_array(nums, target):
    lo, hi = 0, len(nums) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if nums[mid] == target:
            return mid
        if nums[lo] <= nums[mid]:
            if nums[lo] <= target < nums[mid]:
                hi = mid - 1
            else:
                lo = mid + 1
        else:
            if nums[mid] < target <= nums[hi]:
                lo = mid + 1
            else:
                hi = mid - 1
    return -1

# --- tests ---
import pytest

assert search_rotated_sorted_array([], 1) == -1
assert search_rotated_sorted_array([4, 5, 6, 7, 0, 1, 2], 0) == 4
assert search_rotated_sorted_array([4, 5, 6, 7, 0, 1, 2], 4) == 0
assert search_rotated_sorted_array([4, 5, 6, 7, 0, 1, 2], 3) == -1
assert search_rotated_sorted_array([3, 1], 1) == 1
assert search_rotated_sorted_array([6, 7, 8, 1, 2, 3, 4, 5], 4) == 6
assert search_rotated_sorted_array([6, 7, 8, 1, 2, 3, 4, 5], 5) == 7
assert search_rotated_sorted_array([6, 7, 8, 1, 2, 3, 4, 5], 2) == 4
assert search_rotated_sorted_array([5, 1, 2, 3, 4], 5) == 0
assert search_rotated_sorted_array([8, 9, 1, 2, 3, 4, 5, 6, 7], 9) == 1

# --- implementation 2: find the rotation point, then bisect the half that can hold target ---
import bisect


def search_rotated_sorted_array(nums, target):
    if not nums:
        return -1
    lo, hi = 0, len(nums) - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if nums[mid] > nums[hi]:
            lo = mid + 1
        else:
            hi = mid
    start = lo
    if target >= nums[0] and start > 0:
        i = bisect.bisect_left(nums, target, 0, start)
    else:
        i = bisect.bisect_left(nums, target, start, len(nums))
    return i if i < len(nums) and nums[i] == target else -1

# --- implementation 3: bisect with a key that is monotone on the rotated order ---
from bisect import bisect_left


def search_rotated_sorted_array(nums, target):
    if not nums:
        return -1

    def key(v):
        return (v < nums[0], v)

    i = bisect_left(nums, key(target), key=key)
    return i if i < len(nums) and nums[i] == target else -1

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.15 else rng.randint(0, 15)
    base = sorted(rng.sample(range(-20, 40), n))
    k = rng.randint(0, max(n - 1, 0))
    nums = base[k:] + base[:k]
    target = rng.choice(nums) if nums and rng.random() < 0.65 else rng.randint(-25, 45)
    return (nums, target)
