# domain: collections
# function: longest_consecutive_sequence_length
# query: Return the length of the longest run of consecutive integers (like 4, 5, 6, 7) that can be
#   formed from the values of an unsorted list nums, ignoring duplicates.

def longest_consecutive_sequence_length(nums):
    values = set(nums)
    best = 0
    for x in values:
        if x - 1 in values:
            continue
        length = 1
        while x + length in values:
            length += 1
        if length > best:
            best = length
    return best

# --- tests ---
import pytest

assert longest_consecutive_sequence_length([]) == 0
assert longest_consecutive_sequence_length([7]) == 1
assert longest_consecutive_sequence_length([100, 4, 200, 1, 3, 2]) == 4
assert longest_consecutive_sequence_length([1, 2, 2, 3]) == 3
assert longest_consecutive_sequence_length([10, 5, 12]) == 1
assert longest_consecutive_sequence_length([0, -1, -2, 5, 6]) == 3
assert longest_consecutive_sequence_length([9, 1, 4, 7, 3, -1, 0, 5, 8, -1, 6]) == 7

# --- implementation 2: sort the distinct values and measure runs of +1 steps ---
def longest_consecutive_sequence_length(nums):
    ordered = sorted(set(nums))
    best = 0
    run = 0
    for i, x in enumerate(ordered):
        run = run + 1 if i and x == ordered[i - 1] + 1 else 1
        best = max(best, run)
    return best

# --- implementation 3: merge runs as values arrive, storing each run's length at its two ends ---
def longest_consecutive_sequence_length(nums):
    run = {}
    best = 0
    for x in nums:
        if x in run:
            continue
        left = run.get(x - 1, 0)
        right = run.get(x + 1, 0)
        length = left + right + 1
        run[x] = length
        run[x - left] = length
        run[x + right] = length
        best = max(best, length)
    return best

# --- implementation 4: sorted distinct values grouped by value minus position ---
from itertools import groupby


def longest_consecutive_sequence_length(nums):
    ordered = sorted(set(nums))
    runs = groupby(enumerate(ordered), key=lambda pair: pair[1] - pair[0])
    lengths = [len(list(group)) for _, group in runs]
    return max(lengths, default=0)

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2, rng.randint(0, 15)])
    return ([rng.randint(-5, 12) for _ in range(n)],)
