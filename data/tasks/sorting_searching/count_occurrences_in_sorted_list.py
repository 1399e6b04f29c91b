# domain: sorting_searching
# function: count_occurrences_in_sorted_list
# query: Given items, a sorted list, count how many times value appears in it, in logarithmic time.
#   Return 0 if the value is absent.

def count_occurrences_in_sorted_list(items, value):
    def boundary(strict):
        lo, hi = 0, len(items)
        while lo < hi:
            mid = (lo + hi) // 2
            if items[mid] < value or (strict and items[mid] == value):
                lo = mid + 1
            else:
                hi = mid
        return lo
    return boundary(True) - boundary(False)

# --- tests ---
import pytest

assert count_occurrences_in_sorted_list([], 4) == 0
assert count_occurrences_in_sorted_list([4], 4) == 1
assert count_occurrences_in_sorted_list([4], 5) == 0
assert count_occurrences_in_sorted_list([1, 2, 2, 2, 3], 2) == 3
assert count_occurrences_in_sorted_list([1, 1, 1, 1], 1) == 4
assert count_occurrences_in_sorted_list([1, 3, 5, 7], 4) == 0
assert count_occurrences_in_sorted_list([1, 3, 5, 7, 7], 7) == 2
assert count_occurrences_in_sorted_list([0, 0, 2, 5, 5, 5, 9], 0) == 2
