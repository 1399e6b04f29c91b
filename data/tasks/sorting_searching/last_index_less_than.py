# domain: sorting_searching
# function: last_index_less_than
# query: In items, an ascending list, return the index of the last element strictly less than x, or
#   -1 when no element is smaller.

def last_index_less_than(items, x):
    lo, hi = 0, len(items) - 1
    answer = -1
    while lo <= hi:
        mid = (lo + hi) // 2
        if items[mid] < x:
            answer = mid
            lo = mid + 1
        else:
            hi = mid - 1
    return answer

# --- tests ---
import pytest

assert last_index_less_than([], 3) == -1
assert last_index_less_than([3], 3) == -1
assert last_index_less_than([3], 4) == 0
assert last_index_less_than([1, 2, 2, 2, 5], 2) == 0
assert last_index_less_than([1, 2, 2, 2, 5], 5) == 3
assert last_index_less_than([1, 2, 2, 2, 5], 9) == 4
assert last_index_less_than([1, 3, 5, 7, 9, 11], 8) == 3
assert last_index_less_than([1, 3, 5, 7, 9, 11], 1) == -1

# --- implementation 2: walk forward until an element is no longer smaller ---
def last_index_less_than(items, x):
    answer = -1
    for i, v in enumerate(items):
        if v >= x:
            break
        answer = i
    return answer

# --- implementation 3: recursive halving of a half-open range down to the count of smaller elements ---
def last_index_less_than(items, x):
    def search(lo, hi):
        if lo == hi:
            return lo - 1
        mid = (lo + hi) // 2
        if items[mid] < x:
            return search(mid + 1, hi)
        return search(lo, mid)

    return search(0, len(items))

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1]) if rng.random() < 0.15 else rng.randint(0, 20)
    items = sorted(rng.randint(-10, 10) for _ in range(n))
    x = rng.choice(items) + rng.choice([0, 0, 1]) if items and rng.random() < 0.6 else rng.randint(-12, 12)
    return (items, x)
