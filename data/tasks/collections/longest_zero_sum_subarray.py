# domain: collections
# function: longest_zero_sum_subarray
# query: Return (start, end) inclusive indices of the longest contiguous subarray of nums with sum 0
#   (the earliest one on ties), or None if there is none.

def longest_zero_sum_subarray(nums):
    first_index = {0: -1}
    running = 0
    best = None
    best_length = 0
    for i, x in enumerate(nums):
        running += x
        if running in first_index:
            length = i - first_index[running]
            if length > best_length:
                best_length = length
                best = (first_index[running] + 1, i)
        else:
            first_index[running] = i
    return best

# --- tests ---
import pytest

assert longest_zero_sum_subarray([]) is None
assert longest_zero_sum_subarray([1, 2]) is None
assert longest_zero_sum_subarray([0]) == (0, 0)
assert longest_zero_sum_subarray([1, -1]) == (0, 1)
assert longest_zero_sum_subarray([15, -2, 2, -8, 1, 7, 10, 23]) == (1, 5)
assert longest_zero_sum_subarray([3, 1, -1, 5, -5]) == (1, 4)
assert longest_zero_sum_subarray([2, 0, 3]) == (1, 1)
assert longest_zero_sum_subarray([1, -1, 2, -2]) == (0, 3)

# --- implementation 2: try lengths from longest to shortest, starts from left to right ---
def longest_zero_sum_subarray(nums):
    n = len(nums)
    for length in range(n, 0, -1):
        for start in range(n - length + 1):
            if sum(nums[start:start + length]) == 0:
                return (start, start + length - 1)
    return None

# --- implementation 3: positions of every prefix-sum value; the widest equal pair wins ---
from itertools import accumulate


def longest_zero_sum_subarray(nums):
    positions = {}
    for index, total in enumerate(accumulate(nums, initial=0)):
        positions.setdefault(total, []).append(index)
    candidates = [(spots[0], spots[-1] - 1) for spots in positions.values() if len(spots) > 1]
    if not candidates:
        return None
    return min(candidates, key=lambda span: (span[0] - span[1], span[0]))

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2, rng.randint(0, 12)])
    return ([rng.choice([0, 1, -1, 2, -2, rng.randint(-5, 5)]) for _ in range(n)],)
