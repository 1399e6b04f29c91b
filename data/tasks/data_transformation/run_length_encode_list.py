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

# --- implementation 2: itertools.groupby, counting each group ---
from itertools import groupby


def run_length_encode_list(items):
    runs = []
    for value, group in groupby(items):
        runs.append([value, sum(1 for _ in group)])
    return runs

# --- implementation 3: scan forward to the end of each run by index ---
def run_length_encode_list(items):
    runs = []
    i = 0
    while i < len(items):
        j = i
        while j < len(items) and items[j] == items[i]:
            j += 1
        runs.append([items[i], j - i])
        i = j
    return runs

# --- inputs ---
def random_input(rng):
    return ([rng.choice([0, 0, 1, "a", None]) for _ in range(rng.randint(0, 10))],)
