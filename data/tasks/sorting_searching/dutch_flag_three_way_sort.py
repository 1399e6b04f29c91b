# domain: sorting_searching
# function: dutch_flag_three_way_sort
# query: Sort values, a list containing only 0s, 1s and 2s (the Dutch national flag problem),
#   returning a new list. Raise ValueError on any other value.

def dutch_flag_three_way_sort(values):
    arr = list(values)
    low, mid, high = 0, 0, len(arr) - 1
    while mid <= high:
        if arr[mid] == 0:
            arr[low], arr[mid] = arr[mid], arr[low]
            low += 1
            mid += 1
        elif arr[mid] == 1:
            mid += 1
        elif arr[mid] == 2:
            arr[mid], arr[high] = arr[high], arr[mid]
            high -= 1
        else:
            raise ValueError("only 0, 1, 2 allowed")
    return arr

# --- tests ---
import pytest

assert dutch_flag_three_way_sort([]) == []
assert dutch_flag_three_way_sort([2]) == [2]
assert dutch_flag_three_way_sort([2, 0]) == [0, 2]
assert dutch_flag_three_way_sort([2, 0, 2, 1, 1, 0]) == [0, 0, 1, 1, 2, 2]
assert dutch_flag_three_way_sort([1, 1, 0]) == [0, 1, 1]
assert dutch_flag_three_way_sort([2, 2, 1]) == [1, 2, 2]
assert dutch_flag_three_way_sort([0, 1, 2, 0, 1, 2]) == [0, 0, 1, 1, 2, 2]
with pytest.raises(ValueError):
    dutch_flag_three_way_sort([0, 3, 1])
