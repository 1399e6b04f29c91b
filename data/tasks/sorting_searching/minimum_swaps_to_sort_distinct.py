# domain: sorting_searching
# function: minimum_swaps_to_sort_distinct
# query: Return the minimum number of swaps of any two elements needed to sort a list of distinct
#   values into ascending order (found by counting the cycles of the permutation). Return 0 for an
#   empty or already sorted list; raise ValueError if the list contains duplicates.

def minimum_swaps_to_sort_distinct(values):
    if len(set(values)) != len(values):
        raise ValueError("values must be distinct")
    target = {v: i for i, v in enumerate(sorted(values))}
    visited = [False] * len(values)
    swaps = 0
    for start in range(len(values)):
        if visited[start] or target[values[start]] == start:
            continue
        length = 0
        i = start
        while not visited[i]:
            visited[i] = True
            i = target[values[i]]
            length += 1
        swaps += length - 1
    return swaps

# --- tests ---
import pytest

assert minimum_swaps_to_sort_distinct([]) == 0
assert minimum_swaps_to_sort_distinct([7]) == 0
assert minimum_swaps_to_sort_distinct([2, 1]) == 1
assert minimum_swaps_to_sort_distinct([10, 20, 30]) == 0
assert minimum_swaps_to_sort_distinct([4, 3, 2, 1]) == 2
assert minimum_swaps_to_sort_distinct([2, 3, 4, 1]) == 3
assert minimum_swaps_to_sort_distinct([1, 5, 4, 3, 2]) == 2
assert minimum_swaps_to_sort_distinct([3, 1, 2, 6, 4, 5]) == 4
assert minimum_swaps_to_sort_distinct([-5, 40, 0, 9]) == 2
with pytest.raises(ValueError):
    minimum_swaps_to_sort_distinct([1, 2, 1])
