# domain: sorting_searching
# function: find_peak_element_index
# query: Return the index of a peak element of nums (strictly greater than its neighbours, with
#   out-of-range neighbours treated as minus infinity); when several peaks exist any one may be
#   returned. Raise ValueError on an empty list.

def find_peak_element_index(nums):
    if len(nums) == 0:
        raise ValueError("empty list")
    lo, hi = 0, len(nums) - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if nums[mid] < nums[mid + 1]:
            lo = mid + 1
        else:
            hi = mid
    return lo

# --- tests ---
import pytest

with pytest.raises(ValueError):
    find_peak_element_index([])
assert find_peak_element_index([5]) == 0
assert find_peak_element_index([1, 2]) == 1
assert find_peak_element_index([2, 1]) == 0
assert find_peak_element_index([1, 3, 2]) == 1
assert find_peak_element_index([1, 2, 3, 4, 5]) == 4
assert find_peak_element_index([5, 4, 3, 2, 1]) == 0
assert find_peak_element_index([1, 2, 3, 1]) == 2
assert find_peak_element_index([1, 5, 4, 3, 2, 1, 0]) == 1

# --- implementation 2: scan for the first element larger than its right neighbour ---
def find_peak_element_index(nums):
    if not nums:
        raise ValueError("nums is empty")
    for i in range(len(nums) - 1):
        if nums[i] > nums[i + 1]:
            return i
    return len(nums) - 1

# --- implementation 3: the position of the maximum is always a peak ---
def find_peak_element_index(nums):
    if len(nums) == 0:
        raise ValueError("no elements")
    best = 0
    for i in range(1, len(nums)):
        if nums[i] > nums[best]:
            best = i
    return best

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.07:
        return ([],)
    pool = rng.sample(range(-30, 30), rng.randint(1, 15))
    top = max(pool)
    rest = [v for v in pool if v != top]
    k = rng.choice([0, len(rest), rng.randint(0, len(rest))])
    up = sorted(rest[:k])
    down = sorted(rest[k:], reverse=True)
    return (up + [top] + down,)
