# domain: data_transformation
# function: split_into_increasing_runs
# query: Split a list of numbers values into maximal strictly increasing consecutive runs, e.g. [1,
#   3, 2, 4, 4] -> [[1, 3], [2, 4], [4]]. An empty list gives [].

def split_into_increasing_runs(values):
    runs = []
    for v in values:
        if runs and v > runs[-1][-1]:
            runs[-1].append(v)
        else:
            runs.append([v])
    return runs

# --- tests ---
import pytest

assert split_into_increasing_runs([]) == []
assert split_into_increasing_runs([5]) == [[5]]
assert split_into_increasing_runs([1, 3, 2, 4, 4]) == [[1, 3], [2, 4], [4]]
assert split_into_increasing_runs([1, 2, 3]) == [[1, 2, 3]]
assert split_into_increasing_runs([3, 2, 1]) == [[3], [2], [1]]
assert split_into_increasing_runs([2, 2]) == [[2], [2]]
assert split_into_increasing_runs([0, 5, -1, 0, 9, 1]) == [[0, 5], [-1, 0, 9], [1]]
