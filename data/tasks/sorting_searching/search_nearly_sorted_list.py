# domain: sorting_searching
# function: search_nearly_sorted_list
# query: In items, a "nearly sorted" list where each element may be displaced by at most one
#   position from its sorted place, find the index of target in logarithmic time. Return -1 if
#   absent.

def search_nearly_sorted_list(items, target):
    lo, hi = 0, len(items) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        if items[mid] == target:
            return mid
        if mid - 1 >= lo and items[mid - 1] == target:
            return mid - 1
        if mid + 1 <= hi and items[mid + 1] == target:
            return mid + 1
        if items[mid] > target:
            hi = mid - 2
        else:
            lo = mid + 2
    return -1

# --- tests ---
import pytest

assert search_nearly_sorted_list([], 1) == -1
assert search_nearly_sorted_list([4], 4) == 0
assert search_nearly_sorted_list([10, 3, 40, 20, 50, 80, 70], 40) == 2
assert search_nearly_sorted_list([10, 3, 40, 20, 50, 80, 70], 90) == -1
assert search_nearly_sorted_list([10, 3, 40, 20, 50, 80, 70], 3) == 1
assert search_nearly_sorted_list([10, 3, 40, 20, 50, 80, 70], 70) == 6
assert search_nearly_sorted_list([10, 3, 40, 20, 50, 80, 70], 10) == 0
assert search_nearly_sorted_list([2, 1, 4, 3, 6, 5, 8, 7, 10, 9], 8) == 6
assert search_nearly_sorted_list([2, 1, 4, 3, 6, 5, 8, 7, 10, 9], 5) == 5

# --- implementation 2: recursive halving that checks the middle and its two neighbours ---
def search_nearly_sorted_list(items, target):
    def search(lo, hi):
        if lo > hi:
            return -1
        mid = (lo + hi) // 2
        for i in (mid, mid - 1, mid + 1):
            if lo <= i <= hi and items[i] == target:
                return i
        if target < items[mid]:
            return search(lo, mid - 2)
        return search(mid + 2, hi)

    return search(0, len(items) - 1)

# --- implementation 3: shrink a half-open window with a margin of one, then scan what is left ---
def search_nearly_sorted_list(items, target):
    lo, hi = 0, len(items)
    while hi - lo > 4:
        mid = (lo + hi) // 2
        if items[mid] == target:
            return mid
        if target < items[mid]:
            hi = mid + 2
        else:
            lo = mid - 1
    for i in range(lo, hi):
        if items[i] == target:
            return i
    return -1

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.15 else rng.randint(0, 16)
    items = sorted(rng.sample(range(-30, 60), n))
    i = 0
    while i < n - 1:
        if rng.random() < 0.4:
            items[i], items[i + 1] = items[i + 1], items[i]
            i += 2
        else:
            i += 1
    target = rng.choice(items) if items and rng.random() < 0.7 else rng.randint(-35, 65)
    return (items, target)
