# domain: sorting_searching
# function: count_occurrences_in_sorted_list
# query: Given items, a sorted list, count how many times value appears in it, in logarithmic time.
#   Return 0 if the value is absent.

def count_occurrences_in_sorted_list(items, value):
    def boundary(strict):
        lo, hi = 0, len(items)
        while lo < hi:
            mid = (lo + hi) // 2
            if items[mid] < value or (strict and items[mid] == value):
                lo = mid + 1
            else:
                hi = mid
        return lo
    return boundary(True) - boundary(False)

# --- tests ---
import pytest

assert count_occurrences_in_sorted_list([], 4) == 0
assert count_occurrences_in_sorted_list([4], 4) == 1
assert count_occurrences_in_sorted_list([4], 5) == 0
assert count_occurrences_in_sorted_list([1, 2, 2, 2, 3], 2) == 3
assert count_occurrences_in_sorted_list([1, 1, 1, 1], 1) == 4
assert count_occurrences_in_sorted_list([1, 3, 5, 7], 4) == 0
assert count_occurrences_in_sorted_list([1, 3, 5, 7, 7], 7) == 2
assert count_occurrences_in_sorted_list([0, 0, 2, 5, 5, 5, 9], 0) == 2

# --- implementation 2: difference of bisect_right and bisect_left ---
from bisect import bisect_left, bisect_right


def count_occurrences_in_sorted_list(items, value):
    start = bisect_left(items, value)
    end = bisect_right(items, value)
    return end - start

# --- implementation 3: recursive halving that answers whole blocks from their end values ---
def count_occurrences_in_sorted_list(items, value):
    def count(lo, hi):
        if lo >= hi or items[lo] > value or items[hi - 1] < value:
            return 0
        if items[lo] == items[hi - 1]:
            return hi - lo
        mid = (lo + hi) // 2
        return count(lo, mid) + count(mid, hi)

    return count(0, len(items))

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.2 else rng.randint(0, 25)
    items = sorted(rng.randint(-6, 6) for _ in range(n))
    if items and rng.random() < 0.15:
        items = [items[0]] * n
    value = rng.choice(items) if items and rng.random() < 0.7 else rng.randint(-8, 8)
    return (items, value)
