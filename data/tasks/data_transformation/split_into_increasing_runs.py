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

# --- implementation 2: cut positions where the sequence stops increasing, then slice ---
def split_into_increasing_runs(values):
    if not values:
        return []
    cuts = [i for i in range(1, len(values)) if values[i] <= values[i - 1]]
    bounds = [0] + cuts + [len(values)]
    return [values[a:b] for a, b in zip(bounds, bounds[1:])]

# --- implementation 3: grow the current run, flush it on a non-increase ---
def split_into_increasing_runs(values):
    runs = []
    current = []
    for v in values:
        if current and v <= current[-1]:
            runs.append(current)
            current = []
        current.append(v)
    if current:
        runs.append(current)
    return runs

# --- implementation 4: cut off the leading increasing run and recurse on the rest ---
def split_into_increasing_runs(values):
    if not values:
        return []
    end = 1
    while end < len(values) and values[end] > values[end - 1]:
        end += 1
    return [values[:end]] + split_into_increasing_runs(values[end:])

# --- inputs ---
def random_input(rng):
    return ([rng.randint(-3, 6) for _ in range(rng.randint(0, 10))],)
