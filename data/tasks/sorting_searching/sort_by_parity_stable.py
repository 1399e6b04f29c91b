# domain: sorting_searching
# function: sort_by_parity_stable
# query: Reorder the integers nums so that even numbers come before odd numbers, with each group
#   sorted ascending; negative numbers follow Python's parity (-3 is odd). Return a new list.

def sort_by_parity_stable(nums):
    evens = []
    odds = []
    for n in nums:
        if n % 2 == 0:
            evens.append(n)
        else:
            odds.append(n)
    return sorted(evens) + sorted(odds)

# --- tests ---
import pytest

assert sort_by_parity_stable([]) == []
assert sort_by_parity_stable([3]) == [3]
assert sort_by_parity_stable([3, 1, 2, 4]) == [2, 4, 1, 3]
assert sort_by_parity_stable([0, -3, -2, 5]) == [-2, 0, -3, 5]
assert sort_by_parity_stable([7, 5, 1]) == [1, 5, 7]
assert sort_by_parity_stable([8, 6, 4]) == [4, 6, 8]
assert sort_by_parity_stable([10, 9, 10, 9]) == [10, 10, 9, 9]

# --- implementation 2: sort a copy by value, then stably by parity ---
def sort_by_parity_stable(nums):
    result = list(nums)
    result.sort()
    result.sort(key=lambda v: v % 2)
    return result

# --- implementation 3: sort once, then take the evens and then the odds ---
def sort_by_parity_stable(nums):
    ordered = sorted(nums)
    even = [v for v in ordered if v % 2 == 0]
    odd = [v for v in ordered if v % 2 == 1]
    return even + odd

# --- implementation 4: a comparison function (even before odd, then by value) through cmp_to_key ---
from functools import cmp_to_key


def parity_order(x, y):
    if x % 2 != y % 2:
        return -1 if x % 2 == 0 else 1
    return (x > y) - (x < y)


def sort_by_parity_stable(nums):
    return sorted(nums, key=cmp_to_key(parity_order))

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2, 4, 7, 12])
    return ([rng.randint(-9, 9) for _ in range(n)],)
