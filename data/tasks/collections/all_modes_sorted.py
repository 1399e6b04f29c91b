# domain: collections
# function: all_modes_sorted
# query: Return a tuple (modes, count): the sorted list of all values that occur most often in a list
#   (every value tied for the highest count) and that highest count. An empty list gives ([], 0).

def all_modes_sorted(values):
    counts = {}
    for v in values:
        counts[v] = counts.get(v, 0) + 1
    if not counts:
        return [], 0
    top = max(counts.values())
    return sorted(v for v, c in counts.items() if c == top), top

# --- tests ---
import pytest

assert all_modes_sorted([]) == ([], 0)
assert all_modes_sorted([4]) == ([4], 1)
assert all_modes_sorted([1, 2, 2, 3]) == ([2], 2)
assert all_modes_sorted([3, 1, 3, 1, 2]) == ([1, 3], 2)
assert all_modes_sorted([5, 4, 3]) == ([3, 4, 5], 1)
assert all_modes_sorted(["b", "a", "b", "c", "c"]) == (["b", "c"], 2)
assert all_modes_sorted([7, 7, 7, 1, 1]) == ([7], 3)
