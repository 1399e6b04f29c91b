# domain: sorting_searching
# function: counting_sort_bounded_ints
# query: Sort values, a list of integers that all lie in the inclusive range [low, high], with
#   counting sort and return the sorted list. Raise ValueError if a value lies outside the
#   range or low > high.

def counting_sort_bounded_ints(values, low, high):
    if low > high:
        raise ValueError("empty range")
    counts = [0] * (high - low + 1)
    for v in values:
        if v < low or v > high:
            raise ValueError("value out of range")
        counts[v - low] += 1
    result = []
    for offset, c in enumerate(counts):
        result.extend([offset + low] * c)
    return result

# --- tests ---
import pytest

assert counting_sort_bounded_ints([], 0, 0) == []
assert counting_sort_bounded_ints([3, 1, 2], 1, 3) == [1, 2, 3]
assert counting_sort_bounded_ints([-2, 5, -2, 0], -2, 5) == [-2, -2, 0, 5]
assert counting_sort_bounded_ints([4, 4, 4], 4, 4) == [4, 4, 4]
assert counting_sort_bounded_ints([9, 7, 8, 7], 5, 9) == [7, 7, 8, 9]
with pytest.raises(ValueError):
    counting_sort_bounded_ints([1], 2, 1)
with pytest.raises(ValueError):
    counting_sort_bounded_ints([0, 6], 0, 5)
with pytest.raises(ValueError):
    counting_sort_bounded_ints([0, -1], 0, 5)
