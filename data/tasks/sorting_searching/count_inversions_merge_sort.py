# domain: sorting_searching
# function: count_inversions_merge_sort
# query: Count the inversions of a list values (pairs i < j with values[i] > values[j]; equal
#   elements do not count) while merge-sorting it; return a tuple (sorted_list,
#   inversion_count).

def count_inversions_merge_sort(values):
    if len(values) < 2:
        return list(values), 0
    mid = len(values) // 2
    left, inv_left = count_inversions_merge_sort(values[:mid])
    right, inv_right = count_inversions_merge_sort(values[mid:])
    merged, inversions = [], inv_left + inv_right
    i = j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            merged.append(left[i])
            i += 1
        else:
            merged.append(right[j])
            inversions += len(left) - i
            j += 1
    merged += left[i:] + right[j:]
    return merged, inversions

# --- tests ---
import pytest

assert count_inversions_merge_sort([]) == ([], 0)
assert count_inversions_merge_sort([4]) == ([4], 0)
assert count_inversions_merge_sort([2, 1]) == ([1, 2], 1)
assert count_inversions_merge_sort([1, 2]) == ([1, 2], 0)
assert count_inversions_merge_sort([2, 2, 2]) == ([2, 2, 2], 0)
assert count_inversions_merge_sort([5, 4, 3, 2, 1]) == ([1, 2, 3, 4, 5], 10)
assert count_inversions_merge_sort([2, 4, 1, 3, 5]) == ([1, 2, 3, 4, 5], 3)
assert count_inversions_merge_sort([3, 1, 3, 0, 2, 1]) == ([0, 1, 1, 2, 3, 3], 9)

# --- implementation 2: bottom-up merge sort over doubling run widths ---
def count_inversions_merge_sort(values):
    runs = [[v] for v in values]
    inversions = 0
    while len(runs) > 1:
        paired = []
        for k in range(0, len(runs) - 1, 2):
            left, right = runs[k], runs[k + 1]
            merged, i = [], 0
            for y in right:
                while i < len(left) and left[i] <= y:
                    merged.append(left[i])
                    i += 1
                inversions += len(left) - i
                merged.append(y)
            paired.append(merged + left[i:])
        if len(runs) % 2:
            paired.append(runs[-1])
        runs = paired
    return (runs[0] if runs else []), inversions

# --- implementation 3: top-down merge sort; cross inversions counted with bisect on the sorted left half ---
from bisect import bisect_right
from heapq import merge


def count_inversions_merge_sort(values):
    if len(values) <= 1:
        return list(values), 0
    half = len(values) // 2
    left, a = count_inversions_merge_sort(values[:half])
    right, b = count_inversions_merge_sort(values[half:])
    cross = sum(len(left) - bisect_right(left, y) for y in right)
    return list(merge(left, right)), a + b + cross

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.2 else rng.randint(0, 20)
    spread = rng.choice([1, 3, 10])
    values = [rng.randint(-spread, spread) for _ in range(n)]
    if rng.random() < 0.15:
        values.sort(reverse=rng.random() < 0.5)
    return (values,)
