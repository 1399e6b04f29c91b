# domain: math_numerical
# function: median_of_numbers
# query: Return the median of a non-empty list of numbers without modifying it: the middle value
#   of the sorted data, or the mean of the two middle values when the length is even. Raise
#   ValueError for an empty list.

def median_of_numbers(values):
    if not values:
        raise ValueError("median of empty list")
    ordered = sorted(values)
    n = len(ordered)
    middle = n // 2
    if n % 2 == 1:
        return ordered[middle]
    return (ordered[middle - 1] + ordered[middle]) / 2

# --- tests ---
import pytest

assert median_of_numbers([7]) == 7
assert median_of_numbers([1, 3]) == 2.0
assert median_of_numbers([3, 1, 2]) == 2
assert median_of_numbers([4, 1, 3, 2]) == 2.5
assert median_of_numbers([5, 5, 1, 9, 7]) == 5
assert median_of_numbers([10, -10]) == 0.0
assert median_of_numbers([1, 2, 10, 20, 30, 40]) == 15.0
with pytest.raises(ValueError):
    median_of_numbers([])

# --- implementation 2: statistics.median after the empty check ---
import statistics


def median_of_numbers(values):
    if len(values) == 0:
        raise ValueError("no values")
    return statistics.median(values)

# --- implementation 3: only the smallest half (plus one) via heapq.nsmallest ---
import heapq


def median_of_numbers(values):
    if not values:
        raise ValueError("values must not be empty")
    n = len(values)
    lower = heapq.nsmallest(n // 2 + 1, values)
    if n % 2:
        return lower[-1]
    return (lower[-2] + lower[-1]) / 2

# --- implementation 4: select the k-th smallest by counting the values below and equal to each candidate ---
def median_of_numbers(values):
    if len(values) == 0:
        raise ValueError("cannot take the median of no values")

    def kth(k):
        for v in values:
            below = sum(1 for w in values if w < v)
            same = sum(1 for w in values if w == v)
            if below <= k < below + same:
                return v

    n = len(values)
    if n % 2:
        return kth(n // 2)
    return (kth(n // 2 - 1) + kth(n // 2)) / 2

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 12) if rng.random() < 0.93 else 0
    values = [rng.randint(-20, 20) for _ in range(n)]
    if values and rng.random() < 0.3:
        values = [v + rng.choice([0.5, 0.25]) for v in values]
    if n > 2 and rng.random() < 0.3:
        values[0] = values[-1]
    return (values,)
