# domain: data_transformation
# function: collapse_integers_to_ranges
# query: Collapse a list of integers numbers into a compact range string like "1-3,5,7-8": values
#   are sorted and de-duplicated, runs of consecutive integers become "start-end" and single
#   values stay alone. An empty list gives "".

def collapse_integers_to_ranges(numbers):
    values = sorted(set(numbers))
    parts = []
    i = 0
    while i < len(values):
        j = i
        while j + 1 < len(values) and values[j + 1] == values[j] + 1:
            j += 1
        if j == i:
            parts.append(str(values[i]))
        else:
            parts.append("%d-%d" % (values[i], values[j]))
        i = j + 1
    return ",".join(parts)

# --- tests ---
import pytest

assert collapse_integers_to_ranges([]) == ""
assert collapse_integers_to_ranges([4]) == "4"
assert collapse_integers_to_ranges([1, 2, 3, 5, 7, 8]) == "1-3,5,7-8"
assert collapse_integers_to_ranges([8, 7, 1, 3, 2, 2]) == "1-3,7-8"
assert collapse_integers_to_ranges([1, 3, 5]) == "1,3,5"
assert collapse_integers_to_ranges([10, 11]) == "10-11"
assert collapse_integers_to_ranges([0, 1, 2, 4, 5, 6, 9]) == "0-2,4-6,9"
assert collapse_integers_to_ranges([5, 5]) == "5"

# --- implementation 2: groupby on value minus position, so each run shares one key ---
from itertools import groupby


def collapse_integers_to_ranges(numbers):
    parts = []
    distinct = sorted(set(numbers))
    for _, group in groupby(enumerate(distinct), key=lambda pair: pair[1] - pair[0]):
        run = [value for _, value in group]
        parts.append(str(run[0]) if len(run) == 1 else "%d-%d" % (run[0], run[-1]))
    return ",".join(parts)

# --- implementation 3: extend the last [start, end] run or open a new one ---
def collapse_integers_to_ranges(numbers):
    runs = []
    for v in sorted(set(numbers)):
        if runs and runs[-1][1] == v - 1:
            runs[-1][1] = v
        else:
            runs.append([v, v])
    return ",".join(str(a) if a == b else "%d-%d" % (a, b) for a, b in runs)

# --- implementation 4: run starts are values without a predecessor; extend each while the successor exists ---
def collapse_integers_to_ranges(numbers):
    present = set(numbers)
    parts = []
    for start in sorted(v for v in present if v - 1 not in present):
        end = start
        while end + 1 in present:
            end += 1
        parts.append(str(start) if start == end else f"{start}-{end}")
    return ",".join(parts)

# --- inputs ---
def random_input(rng):
    return ([rng.randint(-3, 12) for _ in range(rng.randint(0, 12))],)
