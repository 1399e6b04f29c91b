# domain: data_transformation
# function: run_length_encode_list
# query: Run-length encode a list into a list of [value, count] pairs for consecutive equal items.
#   Return [] for an empty list.

def run_length_encode_list(items):
    runs = []
    for item in items:
        if runs and runs[-1][0] == item:
            runs[-1][1] += 1
        else:
            runs.append([item, 1])
    return runs

# --- tests ---
import pytest

assert run_length_encode_list([]) == []
assert run_length_encode_list(["a"]) == [["a", 1]]
assert run_length_encode_list(["a", "a", "b", "c", "c", "c"]) == [["a", 2], ["b", 1], ["c", 3]]
assert run_length_encode_list([1, 2, 1]) == [[1, 1], [2, 1], [1, 1]]
assert run_length_encode_list([0, 0, 0, 0]) == [[0, 4]]
assert run_length_encode_list([None, None, 1]) == [[None, 2], [1, 1]]
assert run_length_encode_list([5, 5, 6, 6, 5]) == [[5, 2], [6, 2], [5, 1]]
