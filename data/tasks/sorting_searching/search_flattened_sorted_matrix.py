# domain: sorting_searching
# function: search_flattened_sorted_matrix
# query: Given a matrix where each row is sorted and the first value of each row is greater than the
#   last value of the previous row, decide whether target is present. Return True or False.

def search_flattened_sorted_matrix(matrix, target):
    if not matrix or not matrix[0]:
        return False
    cols = len(matrix[0])
    lo, hi = 0, len(matrix) * cols - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        value = matrix[mid // cols][mid % cols]
        if value == target:
            return True
        if value < target:
            lo = mid + 1
        else:
            hi = mid - 1
    return False

# --- tests ---
import pytest

assert search_flattened_sorted_matrix([], 3) is False
assert search_flattened_sorted_matrix([[]], 3) is False
assert search_flattened_sorted_matrix([[3]], 3) is True
assert search_flattened_sorted_matrix([[1, 3, 5, 7], [10, 11, 16, 20], [23, 30, 34, 60]], 3) is True
assert search_flattened_sorted_matrix([[1, 3, 5, 7], [10, 11, 16, 20], [23, 30, 34, 60]], 13) is False
assert search_flattened_sorted_matrix([[1, 3, 5, 7], [10, 11, 16, 20], [23, 30, 34, 60]], 60) is True
assert search_flattened_sorted_matrix([[1, 3, 5, 7], [10, 11, 16, 20], [23, 30, 34, 60]], 1) is True
assert search_flattened_sorted_matrix([[1, 3, 5, 7], [10, 11, 16, 20], [23, 30, 34, 60]], 10) is True
assert search_flattened_sorted_matrix([[1], [4], [9]], 4) is True
assert search_flattened_sorted_matrix([[1, 2], [4, 9]], 7) is False
