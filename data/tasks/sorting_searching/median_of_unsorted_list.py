# domain: sorting_searching
# function: median_of_unsorted_list
# query: Return the median of an unsorted list of numbers by sorting a copy: the middle element for odd
#   length or the average of the two middle elements for even length. Raise ValueError if empty.

def median_of_unsorted_list(values):
    n = len(values)
    if n == 0:
        raise ValueError("empty list")
    arr = sorted(values)
    mid = n // 2
    if n % 2 == 1:
        return arr[mid]
    return (arr[mid - 1] + arr[mid]) / 2

# --- tests ---
import pytest

with pytest.raises(ValueError):
    median_of_unsorted_list([])
assert median_of_unsorted_list([7]) == 7
assert median_of_unsorted_list([4, 1]) == 2.5
assert median_of_unsorted_list([3, 1, 2]) == 2
assert median_of_unsorted_list([10, 2, 38, 23, 38, 23, 21]) == 23
assert median_of_unsorted_list([6, 1, 9, 2]) == 4.0
assert median_of_unsorted_list([-5, 5, 0, 100, -100]) == 0
assert median_of_unsorted_list([1, 1, 3, 9]) == 2.0
