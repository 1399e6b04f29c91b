# domain: sorting_searching
# function: count_inversions_pairs
# query: Count the inversions of a small list: the number of index pairs i < j with values[i] >
#   values[j]. Equal values are not inversions. Return an integer.

def count_inversions_pairs(values):
    count = 0
    n = len(values)
    for i in range(n):
        for j in range(i + 1, n):
            if values[i] > values[j]:
                count += 1
    return count

# --- tests ---
import pytest

assert count_inversions_pairs([]) == 0
assert count_inversions_pairs([1]) == 0
assert count_inversions_pairs([2, 1]) == 1
assert count_inversions_pairs([1, 2]) == 0
assert count_inversions_pairs([3, 3, 3]) == 0
assert count_inversions_pairs([5, 4, 3, 2, 1]) == 10
assert count_inversions_pairs([2, 4, 1, 3, 5]) == 3
assert count_inversions_pairs([1, 5, 2, 2, 0]) == 6

# --- implementation 2: itertools.combinations of all ordered index pairs ---
from itertools import combinations


def count_inversions_pairs(values):
    count = 0
    for first, second in combinations(values, 2):
        if first > second:
            count += 1
    return count

# --- implementation 3: insort each value into a sorted prefix, counting larger earlier values ---
import bisect


def count_inversions_pairs(values):
    seen = []
    total = 0
    for v in values:
        total += len(seen) - bisect.bisect_right(seen, v)
        bisect.insort(seen, v)
    return total

# --- implementation 4: merge sort that counts the left elements each right element jumps over ---
def count_inversions_pairs(values):
    def sort_count(seq):
        if len(seq) < 2:
            return seq, 0
        mid = len(seq) // 2
        left, a = sort_count(seq[:mid])
        right, b = sort_count(seq[mid:])
        merged, count, i = [], a + b, 0
        for y in right:
            while i < len(left) and left[i] <= y:
                merged.append(left[i])
                i += 1
            count += len(left) - i
            merged.append(y)
        return merged + left[i:], count

    return sort_count(list(values))[1]

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.2 else rng.randint(0, 15)
    spread = rng.choice([1, 3, 10])
    values = [rng.randint(-spread, spread) for _ in range(n)]
    if rng.random() < 0.15:
        values.sort(reverse=rng.random() < 0.5)
    return (values,)
