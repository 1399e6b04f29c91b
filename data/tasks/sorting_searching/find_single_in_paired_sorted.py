# domain: sorting_searching
# function: find_single_in_paired_sorted
# query: In nums, a sorted list where every value appears exactly twice except one value that
#   appears once, find the single value in logarithmic time. Raise ValueError if the list
#   length is even.

def find_single_in_paired_sorted(nums):
    if len(nums) % 2 == 0:
        raise ValueError("length must be odd")
    lo, hi = 0, len(nums) - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if mid % 2 == 1:
            mid -= 1
        if nums[mid] == nums[mid + 1]:
            lo = mid + 2
        else:
            hi = mid
    return nums[lo]

# --- tests ---
import pytest

assert find_single_in_paired_sorted([7]) == 7
assert find_single_in_paired_sorted([1, 1, 2]) == 2
assert find_single_in_paired_sorted([1, 2, 2]) == 1
assert find_single_in_paired_sorted([1, 1, 2, 3, 3, 4, 4, 8, 8]) == 2
assert find_single_in_paired_sorted([3, 3, 7, 7, 10, 11, 11]) == 10
assert find_single_in_paired_sorted([0, 0, 1, 1, 2, 2, 3]) == 3
assert find_single_in_paired_sorted([-5, 0, 0, 1, 1]) == -5
with pytest.raises(ValueError):
    find_single_in_paired_sorted([1, 1])
with pytest.raises(ValueError):
    find_single_in_paired_sorted([])

# --- implementation 2: bisect over the pair slots for the first pair that does not match ---
from bisect import bisect_left


def find_single_in_paired_sorted(nums):
    if len(nums) % 2 == 0:
        raise ValueError("the list length must be odd")
    broken = lambda p: nums[2 * p] != nums[2 * p + 1]
    slot = bisect_left(range(len(nums) // 2), True, key=broken)
    return nums[2 * slot]

# --- implementation 3: recursive halving over whole pairs ---
def find_single_in_paired_sorted(nums):
    if not len(nums) % 2:
        raise ValueError("even number of elements")

    def search(first, last):
        if first == last:
            return nums[first]
        pairs = (last - first) // 2
        middle = first + 2 * (pairs // 2)
        if nums[middle] == nums[middle + 1]:
            return search(middle + 2, last)
        return search(first, middle)

    return search(0, len(nums) - 1)

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.08:
        return (rng.choice([[], [1, 1], [1, 1, 2, 2]]),)
    distinct = sorted(rng.sample(range(-20, 20), rng.randint(1, 9)))
    single = rng.choice(distinct)
    nums = []
    for v in distinct:
        nums += [v] if v == single else [v, v]
    return (nums,)
