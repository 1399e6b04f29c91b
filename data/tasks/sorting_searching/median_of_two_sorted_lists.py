# domain: sorting_searching
# function: median_of_two_sorted_lists
# query: Return the median of the combined contents of two ascending lists a and b; for an even
#   total return the mean of the two middle values as a float. Raise ValueError if both lists
#   are empty.

def median_of_two_sorted_lists(a, b):
    total = len(a) + len(b)
    if total == 0:
        raise ValueError("both lists empty")
    i = j = 0
    prev = curr = None
    for _ in range(total // 2 + 1):
        prev = curr
        if j >= len(b) or (i < len(a) and a[i] <= b[j]):
            curr = a[i]
            i += 1
        else:
            curr = b[j]
            j += 1
    if total % 2 == 1:
        return curr
    return (prev + curr) / 2

# --- tests ---
import pytest

with pytest.raises(ValueError):
    median_of_two_sorted_lists([], [])
assert median_of_two_sorted_lists([3], []) == 3
assert median_of_two_sorted_lists([], [2, 4]) == 3.0
assert median_of_two_sorted_lists([1, 3], [2]) == 2
assert median_of_two_sorted_lists([1, 2], [3, 4]) == 2.5
assert median_of_two_sorted_lists([1, 5, 9], [2, 3]) == 3
assert median_of_two_sorted_lists([10, 20, 30], [1]) == 15.0
assert median_of_two_sorted_lists([1, 1], [1, 8]) == 1.0
assert median_of_two_sorted_lists([0, 6, 7], [4, 5, 100]) == 5.5

# --- implementation 2: sort the concatenation and take the middle ---
def median_of_two_sorted_lists(a, b):
    merged = sorted(a + b)
    n = len(merged)
    if n == 0:
        raise ValueError("no values in either list")
    if n % 2:
        return merged[n // 2]
    return (merged[n // 2 - 1] + merged[n // 2]) / 2

# --- implementation 3: bisect the partition of the shorter list ---
def median_of_two_sorted_lists(a, b):
    if len(a) > len(b):
        a, b = b, a
    m, n = len(a), len(b)
    if m + n == 0:
        raise ValueError("both lists are empty")
    half = (m + n + 1) // 2
    lo, hi = 0, m
    while True:
        i = (lo + hi) // 2
        j = half - i
        a_left = a[i - 1] if i > 0 else float("-inf")
        a_right = a[i] if i < m else float("inf")
        b_left = b[j - 1] if j > 0 else float("-inf")
        b_right = b[j] if j < n else float("inf")
        if a_left > b_right:
            hi = i - 1
        elif b_left > a_right:
            lo = i + 1
        else:
            left = max(a_left, b_left)
            if (m + n) % 2:
                return left
            return (left + min(a_right, b_right)) / 2

# --- implementation 4: lazy heapq.merge, keeping only the one or two middle values ---
from heapq import merge
from itertools import islice


def median_of_two_sorted_lists(a, b):
    total = len(a) + len(b)
    if total == 0:
        raise ValueError("no data")
    middle = list(islice(merge(a, b), (total - 1) // 2, total // 2 + 1))
    if total % 2:
        return middle[0]
    return (middle[0] + middle[1]) / 2

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.06:
        return ([], [])
    a = sorted(rng.randint(-20, 20) for _ in range(rng.randint(0, 8)))
    b = sorted(rng.randint(-20, 20) for _ in range(rng.randint(0, 8)))
    if not a and not b:
        b = [rng.randint(-5, 5)]
    return (a, b)
