# domain: sorting_searching
# function: quicksort_three_way_partition
# query: Sort a list ascending with recursive quicksort that uses the first element as pivot and splits
#   into less / equal / greater lists, so many duplicates stay efficient. Return a new list.

def quicksort_three_way_partition(values):
    if len(values) <= 1:
        return list(values)
    pivot = values[0]
    less, equal, greater = [], [], []
    for v in values:
        if v < pivot:
            less.append(v)
        elif v == pivot:
            equal.append(v)
        else:
            greater.append(v)
    return quicksort_three_way_partition(less) + equal + quicksort_three_way_partition(greater)

# --- tests ---
import pytest

assert quicksort_three_way_partition([]) == []
assert quicksort_three_way_partition([4]) == [4]
assert quicksort_three_way_partition([2, 1]) == [1, 2]
assert quicksort_three_way_partition([3, 6, 1, 3, 8, 3, 0]) == [0, 1, 3, 3, 3, 6, 8]
assert quicksort_three_way_partition([5, 5, 5]) == [5, 5, 5]
assert quicksort_three_way_partition([1, 2, 3, 4]) == [1, 2, 3, 4]
assert quicksort_three_way_partition([-2, 10, -7, 4, 4]) == [-7, -2, 4, 4, 10]
