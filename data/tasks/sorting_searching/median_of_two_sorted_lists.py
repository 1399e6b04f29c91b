# domain: sorting_searching
# function: median_of_two_sorted_lists
# query: Return the median of the combined contents of two ascending lists a and b; for an even
#   total return the mean of the two middle values as a float. Raise ValueError if both lists
#   are empty.

def median_of_two_sorted_lists(a, b):
    total = len(a) + len(b)
    if total == 0:
        raise ValueError("both lists empty")
    i = j = 0
    prev = curr = None
    for _ in range(total // 2 + 1):
        prev = curr
        if j >= len(b) or (i < len(a) and a[i] <= b[j]):
            curr = a[i]
            i += 1
        else:
            curr = b[j]
            j += 1
    if total % 2 == 1:
        return curr
    return (prev + curr) / 2

# --- tests ---
import pytest

with pytest.raises(ValueError):
    median_of_two_sorted_lists([], [])
assert median_of_two_sorted_lists([3], []) == 3
assert median_of_two_sorted_lists([], [2, 4]) == 3.0
assert median_of_two_sorted_lists([1, 3], [2]) == 2
assert median_of_two_sorted_lists([1, 2], [3, 4]) == 2.5
assert median_of_two_sorted_lists([1, 5, 9], [2, 3]) == 3
assert median_of_two_sorted_lists([10, 20, 30], [1]) == 15.0
assert median_of_two_sorted_lists([1, 1], [1, 8]) == 1.0
assert median_of_two_sorted_lists([0, 6, 7], [4, 5, 100]) == 5.5
