# domain: sorting_searching
# function: search_row_column_sorted_matrix
# query: Search a matrix whose rows and columns are each sorted ascending for a target by starting in
#   the top-right corner and stepping left or down; return the (row, col) where it is found or None.

def search_row_column_sorted_matrix(matrix, target):
    if not matrix or not matrix[0]:
        return None
    row, col = 0, len(matrix[0]) - 1
    while row < len(matrix) and col >= 0:
        value = matrix[row][col]
        if value == target:
            return (row, col)
        if value > target:
            col -= 1
        else:
            row += 1
    return None

# --- tests ---
import pytest

assert search_row_column_sorted_matrix([], 1) is None
assert search_row_column_sorted_matrix([[]], 1) is None
assert search_row_column_sorted_matrix([[5]], 5) == (0, 0)
assert search_row_column_sorted_matrix([[1, 4, 7], [2, 5, 8], [3, 6, 9]], 5) == (1, 1)
assert search_row_column_sorted_matrix([[1, 4, 7], [2, 5, 8], [3, 6, 9]], 3) == (2, 0)
assert search_row_column_sorted_matrix([[1, 4, 7], [2, 5, 8], [3, 6, 9]], 7) == (0, 2)
assert search_row_column_sorted_matrix([[1, 4, 7], [2, 5, 8], [3, 6, 9]], 10) is None
assert search_row_column_sorted_matrix([[1, 4, 7], [2, 5, 8], [3, 6, 9]], 0) is None
assert search_row_column_sorted_matrix([[1, 3], [2, 9]], 9) == (1, 1)
