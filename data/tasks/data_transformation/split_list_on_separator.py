# domain: data_transformation
# function: split_list_on_separator
# query: Split a list items into sublists at every occurrence of a separator value (the separator
#   itself is dropped), like str.split for lists; consecutive separators produce empty
#   sublists.

def split_list_on_separator(items, separator):
    parts = [[]]
    for item in items:
        if item == separator:
            parts.append([])
        else:
            parts[-1].append(item)
    return parts

# --- tests ---
import pytest

assert split_list_on_separator([], 0) == [[]]
assert split_list_on_separator([1, 2], 0) == [[1, 2]]
assert split_list_on_separator([1, 0, 2, 3, 0, 4], 0) == [[1], [2, 3], [4]]
assert split_list_on_separator([0], 0) == [[], []]
assert split_list_on_separator([0, 0, 1], 0) == [[], [], [1]]
assert split_list_on_separator([1, None, 2], None) == [[1], [2]]
assert split_list_on_separator(["a", "|", "b", "|"], "|") == [["a"], ["b"], []]

# --- implementation 2: remember where the current part starts and slice at each separator ---
def split_list_on_separator(items, separator):
    parts = []
    start = 0
    for i, item in enumerate(items):
        if item == separator:
            parts.append(items[start:i])
            start = i + 1
    parts.append(items[start:])
    return parts

# --- implementation 3: repeatedly cut at list.index of the separator ---
def split_list_on_separator(items, separator):
    parts = []
    rest = list(items)
    while separator in rest:
        cut = rest.index(separator)
        parts.append(rest[:cut])
        rest = rest[cut + 1:]
    parts.append(rest)
    return parts

# --- implementation 4: separator positions give the start and end of every part ---
def split_list_on_separator(items, separator):
    cuts = [i for i, item in enumerate(items) if item == separator]
    starts = [0] + [c + 1 for c in cuts]
    ends = cuts + [len(items)]
    return [items[s:e] for s, e in zip(starts, ends)]

# --- inputs ---
def random_input(rng):
    sep = rng.choice([0, None, "|"])
    items = [rng.choice([sep, sep, 1, 2, "a"]) for _ in range(rng.randint(0, 8))]
    return (items, sep)
