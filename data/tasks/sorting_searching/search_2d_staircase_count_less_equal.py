# domain: sorting_searching
# function: search_2d_staircase_count_less_equal
# query: Given a matrix with ascending rows and columns, count how many of its entries are less than
#   or equal to x.

def search_2d_staircase_count_less_equal(matrix, x):
    if not matrix:
        return 0
    row, col = len(matrix) - 1, 0
    count = 0
    while row >= 0 and col < len(matrix[0]):
        if matrix[row][col] <= x:
            count += row + 1
            col += 1
        else:
            row -= 1
    return count

# --- tests ---
import pytest

assert search_2d_staircase_count_less_equal([], 5) == 0
assert search_2d_staircase_count_less_equal([[]], 5) == 0
assert search_2d_staircase_count_less_equal([[4]], 4) == 1
assert search_2d_staircase_count_less_equal([[4]], 3) == 0
assert search_2d_staircase_count_less_equal([[1, 5, 9], [10, 11, 13], [12, 13, 15]], 12) == 6
assert search_2d_staircase_count_less_equal([[1, 5, 9], [10, 11, 13], [12, 13, 15]], 15) == 9
assert search_2d_staircase_count_less_equal([[1, 5, 9], [10, 11, 13], [12, 13, 15]], 0) == 0
assert search_2d_staircase_count_less_equal([[1, 2], [3, 4], [5, 6]], 3) == 3
