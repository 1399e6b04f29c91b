# domain: sorting_searching
# function: partition_around_pivot_value
# query: Rearrange values into three stable groups relative to a pivot value: elements less than the
#   pivot, then equal, then greater, each keeping input order. Return (new_list, count_less,
#   count_equal).

def partition_around_pivot_value(values, pivot):
    less, equal, greater = [], [], []
    count_less = 0
    count_equal = 0
    for v in values:
        if v < pivot:
            less.append(v)
            count_less += 1
        elif v == pivot:
            equal.append(v)
            count_equal += 1
        else:
            greater.append(v)
    return less + equal + greater, count_less, count_equal

# --- tests ---
import pytest

assert partition_around_pivot_value([], 1) == ([], 0, 0)
assert partition_around_pivot_value([5], 5) == ([5], 0, 1)
assert partition_around_pivot_value([9, 1, 5, 3, 5, 7], 5) == ([1, 3, 5, 5, 9, 7], 2, 2)
assert partition_around_pivot_value([4, 6], 5) == ([4, 6], 1, 0)
assert partition_around_pivot_value([6, 4], 5) == ([4, 6], 1, 0)
assert partition_around_pivot_value([2, 2, 2], 1) == ([2, 2, 2], 0, 0)
assert partition_around_pivot_value([0, -1, 0], 0) == ([-1, 0, 0], 1, 2)
assert partition_around_pivot_value([3, 1, 2, 0], 9) == ([3, 1, 2, 0], 4, 0)

# --- implementation 2: three comprehensions, counts from their lengths ---
def partition_around_pivot_value(values, pivot):
    less = [v for v in values if v < pivot]
    equal = [v for v in values if v == pivot]
    greater = [v for v in values if v > pivot]
    return less + equal + greater, len(less), len(equal)

# --- implementation 3: stable sort on the sign of the comparison with the pivot ---
def partition_around_pivot_value(values, pivot):
    def side(v):
        return (v > pivot) - (v < pivot)

    arranged = sorted(values, key=side)
    signs = [side(v) for v in values]
    return arranged, signs.count(-1), signs.count(0)

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.2 else rng.randint(0, 15)
    values = [rng.randint(-5, 5) for _ in range(n)]
    pivot = rng.choice(values) if values and rng.random() < 0.6 else rng.randint(-7, 7)
    return (values, pivot)
