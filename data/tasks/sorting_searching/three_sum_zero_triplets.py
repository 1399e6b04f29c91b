# domain: sorting_searching
# function: three_sum_zero_triplets
# query: Find all unique triplets of values in the list nums that sum to zero. Return a sorted list
#   of ascending tuples with no duplicate triplets.

def three_sum_zero_triplets(nums):
    arr = sorted(nums)
    result = []
    for i in range(len(arr) - 2):
        if i > 0 and arr[i] == arr[i - 1]:
            continue
        lo, hi = i + 1, len(arr) - 1
        while lo < hi:
            total = arr[i] + arr[lo] + arr[hi]
            if total < 0:
                lo += 1
            elif total > 0:
                hi -= 1
            else:
                result.append((arr[i], arr[lo], arr[hi]))
                while lo < hi and arr[lo] == arr[lo + 1]:
                    lo += 1
                lo += 1
                hi -= 1
    return result

# --- tests ---
import pytest

assert three_sum_zero_triplets([]) == []
assert three_sum_zero_triplets([0, 0]) == []
assert three_sum_zero_triplets([0, 0, 0]) == [(0, 0, 0)]
assert three_sum_zero_triplets([0, 0, 0, 0]) == [(0, 0, 0)]
assert three_sum_zero_triplets([-1, 0, 1, 2, -1, -4]) == [(-1, -1, 2), (-1, 0, 1)]
assert three_sum_zero_triplets([1, 2, 3]) == []
assert three_sum_zero_triplets([-2, 0, 1, 1, 2]) == [(-2, 0, 2), (-2, 1, 1)]
assert three_sum_zero_triplets([-3, -2, -2, 1, 4, 5]) == [(-3, -2, 5), (-2, -2, 4)]
assert three_sum_zero_triplets([-1, -1, -1, 2, 2]) == [(-1, -1, 2)]

# --- implementation 2: every combination of three sorted values, deduplicated in a set ---
from itertools import combinations


def three_sum_zero_triplets(nums):
    found = set()
    for triple in combinations(sorted(nums), 3):
        if sum(triple) == 0:
            found.add(triple)
    return sorted(found)

# --- implementation 3: pick the two smaller distinct values, derive the third, check multiplicities ---
from collections import Counter


def three_sum_zero_triplets(nums):
    counts = Counter(nums)
    values = sorted(counts)
    triplets = []
    for a in values:
        for b in values:
            c = -a - b
            if b < a or c < b or c not in counts:
                continue
            need = Counter((a, b, c))
            if all(counts[v] >= k for v, k in need.items()):
                triplets.append((a, b, c))
    return triplets

# --- implementation 4: fix two indices of the sorted list, look the third value up among the later ones ---
def three_sum_zero_triplets(nums):
    arr = sorted(nums)
    found = set()
    for i in range(len(arr)):
        later = set()
        for j in range(len(arr) - 1, i, -1):
            need = -arr[i] - arr[j]
            if need in later:
                found.add((arr[i], arr[j], need))
            later.add(arr[j])
    return sorted(found)

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 2, 3, 4, 6, 9, 12])
    return ([rng.randint(-5, 5) for _ in range(n)],)
