# domain: data_transformation
# function: list_diff_added_removed
# query: Compare an old and a new list as multisets and return (added, removed): the sorted elements
#   that appear more times in new than in old (repeated by the excess) and vice versa.

def list_diff_added_removed(old, new):
    counts = {}
    for item in new:
        counts[item] = counts.get(item, 0) + 1
    for item in old:
        counts[item] = counts.get(item, 0) - 1
    added = []
    removed = []
    for item, c in counts.items():
        if c > 0:
            added.extend([item] * c)
        elif c < 0:
            removed.extend([item] * -c)
    return sorted(added), sorted(removed)

# --- tests ---
import pytest

assert list_diff_added_removed([], []) == ([], [])
assert list_diff_added_removed([1], [1]) == ([], [])
assert list_diff_added_removed([], [2, 1]) == ([1, 2], [])
assert list_diff_added_removed([3, 3], []) == ([], [3, 3])
assert list_diff_added_removed([1, 2, 2], [2, 3, 3]) == ([3, 3], [1, 2])
assert list_diff_added_removed(["a"], ["a", "a", "b"]) == (["a", "b"], [])
assert list_diff_added_removed([5, 1], [1, 5]) == ([], [])

# --- implementation 2: Counter subtraction in both directions ---
from collections import Counter


def list_diff_added_removed(old, new):
    new_counts, old_counts = Counter(new), Counter(old)
    added = sorted((new_counts - old_counts).elements())
    removed = sorted((old_counts - new_counts).elements())
    return added, removed

# --- implementation 3: merge the two sorted lists, unmatched items go to added or removed ---
def list_diff_added_removed(old, new):
    a, b = sorted(old), sorted(new)
    i = j = 0
    added, removed = [], []
    while i < len(a) and j < len(b):
        if a[i] == b[j]:
            i += 1
            j += 1
        elif a[i] < b[j]:
            removed.append(a[i])
            i += 1
        else:
            added.append(b[j])
            j += 1
    removed.extend(a[i:])
    added.extend(b[j:])
    return added, removed

# --- implementation 4: Counter.subtract leaves signed excess counts ---
from collections import Counter


def list_diff_added_removed(old, new):
    delta = Counter(new)
    delta.subtract(old)
    added = sorted(x for x, c in delta.items() for _ in range(c))
    removed = sorted(x for x, c in delta.items() for _ in range(-c))
    return added, removed

# --- inputs ---
def random_input(rng):
    def side():
        return [rng.randint(0, 5) for _ in range(rng.randint(0, 7))]
    return (side(), side())
