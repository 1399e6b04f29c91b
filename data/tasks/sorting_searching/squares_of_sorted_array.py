# domain: sorting_searching
# function: squares_of_sorted_array
# query: Given nums, a list of integers sorted ascending (possibly with negatives), return the
#   squares of the values in ascending order.

def squares_of_sorted_array(nums):
    n = len(nums)
    result = [0] * n
    lo, hi = 0, n - 1
    for pos in range(n - 1, -1, -1):
        if abs(nums[lo]) > abs(nums[hi]):
            result[pos] = nums[lo] * nums[lo]
            lo += 1
        else:
            result[pos] = nums[hi] * nums[hi]
            hi -= 1
    return result

# --- tests ---
import pytest

assert squares_of_sorted_array([]) == []
assert squares_of_sorted_array([-3]) == [9]
assert squares_of_sorted_array([-4, -1, 0, 3, 10]) == [0, 1, 9, 16, 100]
assert squares_of_sorted_array([-7, -3, 2, 3, 11]) == [4, 9, 9, 49, 121]
assert squares_of_sorted_array([-5, -4, -1]) == [1, 16, 25]
assert squares_of_sorted_array([1, 2, 3]) == [1, 4, 9]
assert squares_of_sorted_array([-2, 2]) == [4, 4]

# --- implementation 2: square every value, then sort ---
def squares_of_sorted_array(nums):
    squares = []
    for x in nums:
        squares.append(x * x)
    squares.sort()
    return squares

# --- implementation 3: merge the reversed negative squares with the non-negative squares ---
import heapq


def squares_of_sorted_array(nums):
    negatives = [x * x for x in reversed(nums) if x < 0]
    others = [x * x for x in nums if x >= 0]
    return list(heapq.merge(negatives, others))

# --- implementation 4: start at the smallest absolute value and merge outwards in both directions ---
def squares_of_sorted_array(nums):
    right = 0
    while right < len(nums) and nums[right] < 0:
        right += 1
    left = right - 1
    result = []
    while left >= 0 or right < len(nums):
        if right >= len(nums) or (left >= 0 and -nums[left] < nums[right]):
            result.append(nums[left] ** 2)
            left -= 1
        else:
            result.append(nums[right] ** 2)
            right += 1
    return result

# --- implementation 5: insertion sort: each square slid left past the larger squares already placed ---
def squares_of_sorted_array(nums):
    out = []
    for value in nums:
        square = value * value
        k = len(out)
        while k > 0 and out[k - 1] > square:
            k -= 1
        out.insert(k, square)
    return out

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2, 3, 5, 8])
    lo = rng.choice([-10, -3, 0, 1])
    return (sorted(rng.randint(lo, lo + rng.choice([2, 6, 15])) for _ in range(n)),)
