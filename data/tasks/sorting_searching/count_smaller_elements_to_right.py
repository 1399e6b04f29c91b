# domain: sorting_searching
# function: count_smaller_elements_to_right
# query: For every position in values, a list of numbers, count how many later elements are strictly
#   smaller. Return the list of counts (empty for an empty input).

def count_smaller_elements_to_right(values):
    seen = []
    counts = [0] * len(values)
    for i in range(len(values) - 1, -1, -1):
        lo, hi = 0, len(seen)
        while lo < hi:
            mid = (lo + hi) // 2
            if seen[mid] < values[i]:
                lo = mid + 1
            else:
                hi = mid
        counts[i] = lo
        seen.insert(lo, values[i])
    return counts

# --- tests ---
import pytest

assert count_smaller_elements_to_right([]) == []
assert count_smaller_elements_to_right([5]) == [0]
assert count_smaller_elements_to_right([5, 2, 6, 1]) == [2, 1, 1, 0]
assert count_smaller_elements_to_right([1, 2, 3]) == [0, 0, 0]
assert count_smaller_elements_to_right([3, 2, 1]) == [2, 1, 0]
assert count_smaller_elements_to_right([2, 2, 2]) == [0, 0, 0]
assert count_smaller_elements_to_right([4, 1, 3, 1, 2]) == [4, 0, 2, 0, 0]
assert count_smaller_elements_to_right([1, 3, 2, 3, 1]) == [0, 2, 1, 1, 0]
assert count_smaller_elements_to_right([-1, -3, 7, 0, -2, 5]) == [2, 0, 3, 1, 0, 0]
