# domain: data_transformation
# function: zip_records_fill_missing
# query: Combine several equal-purpose lists into row tuples like itertools.zip_longest, padding
#   shorter lists with a fill value (default None). No lists gives [].

def zip_records_fill_missing(lists, fill=None):
    if not lists:
        return []
    longest = max(len(lst) for lst in lists)
    rows = []
    for i in range(longest):
        row = []
        for lst in lists:
            row.append(lst[i] if i < len(lst) else fill)
        rows.append(tuple(row))
    return rows

# --- tests ---
import pytest

assert zip_records_fill_missing([]) == []
assert zip_records_fill_missing([[]]) == []
assert zip_records_fill_missing([[1, 2]]) == [(1,), (2,)]
assert zip_records_fill_missing([[1, 2], ["a", "b"]]) == [(1, "a"), (2, "b")]
assert zip_records_fill_missing([[1, 2, 3], ["a"]]) == [(1, "a"), (2, None), (3, None)]
assert zip_records_fill_missing([[1], [2, 3]], 0) == [(1, 2), (0, 3)]
assert zip_records_fill_missing([[], [5]], "-") == [("-", 5)]

# --- implementation 2: itertools.zip_longest with the fill value ---
from itertools import zip_longest


def zip_records_fill_missing(lists, fill=None):
    rows = []
    for row in zip_longest(*lists, fillvalue=fill):
        rows.append(row)
    return rows

# --- implementation 3: pad every list to the longest, then zip ---
def zip_records_fill_missing(lists, fill=None):
    width = max(map(len, lists), default=0)
    padded = []
    for lst in lists:
        padded.append(list(lst) + [fill] * (width - len(lst)))
    return list(zip(*padded))

# --- inputs ---
def random_input(rng):
    lists = [[rng.randint(0, 9) for _ in range(rng.randint(0, 4))] for _ in range(rng.randint(0, 3))]
    if rng.random() < 0.4:
        return (lists,)
    return (lists, rng.choice([0, "-", None]))
