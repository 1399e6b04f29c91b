# domain: sorting_searching
# function: sort_matrix_rows_by_sum
# query: Sort the rows of a matrix (list of lists of numbers) by their row sum ascending, breaking ties
#   by the row's first element descending and keeping input order for full ties. Empty rows have sum 0
#   and count as first element 0. Return a new list of rows.

def sort_matrix_rows_by_sum(matrix):
    def key(row):
        total = 0
        for value in row:
            total += value
        first = row[0] if len(row) > 0 else 0
        return (total, -first)
    return sorted(matrix, key=key)

# --- tests ---
import pytest

assert sort_matrix_rows_by_sum([]) == []
assert sort_matrix_rows_by_sum([[3], [1, 1], [0]]) == [[0], [1, 1], [3]]
assert sort_matrix_rows_by_sum([[1, 2], [3, 0], [0, 3]]) == [[3, 0], [1, 2], [0, 3]]
assert sort_matrix_rows_by_sum([[], [-1]]) == [[-1], []]
assert sort_matrix_rows_by_sum([[2, 2], [2, 2, 0]]) == [[2, 2], [2, 2, 0]]
assert sort_matrix_rows_by_sum([[5, -5], [1]]) == [[5, -5], [1]]
assert sort_matrix_rows_by_sum([[1], [], [0, 0]]) == [[], [0, 0], [1]]
assert sort_matrix_rows_by_sum([[0, 0], []]) == [[0, 0], []]
assert sort_matrix_rows_by_sum([[2, 1], [3]]) == [[3], [2, 1]]

# --- implementation 2: stable sort by first element descending, then by sum ---
def sort_matrix_rows_by_sum(matrix):
    def first(row):
        return row[0] if row else 0
    by_first = sorted(matrix, key=first, reverse=True)
    return sorted(by_first, key=sum)

# --- implementation 3: decorate with sum, negated head and position, then undecorate ---
def sort_matrix_rows_by_sum(matrix):
    decorated = []
    for position, row in enumerate(matrix):
        head = row[0] if row else 0
        decorated.append((sum(row), -head, position))
    decorated.sort()
    return [matrix[p] for _, _, p in decorated]

# --- implementation 4: a comparison function through cmp_to_key ---
from functools import cmp_to_key


def compare_rows(r, s):
    if sum(r) != sum(s):
        return -1 if sum(r) < sum(s) else 1
    head_r = r[0] if r else 0
    head_s = s[0] if s else 0
    return (head_r < head_s) - (head_r > head_s)


def sort_matrix_rows_by_sum(matrix):
    return sorted(matrix, key=cmp_to_key(compare_rows))

# --- inputs ---
def random_input(rng):
    rows = []
    for _ in range(rng.randint(0, 7)):
        rows.append([rng.randint(-3, 3) for _ in range(rng.choice([0, 1, 2, 3]))])
    return (rows,)
