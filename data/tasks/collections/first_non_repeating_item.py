# domain: collections
# function: first_non_repeating_item
# query: Return the first item in the list items that occurs exactly once, or None if every item
#   repeats (or the list is empty).

def first_non_repeating_item(items):
    counts = {}
    for item in items:
        counts[item] = counts.get(item, 0) + 1
    for item in items:
        if counts[item] == 1:
            return item
    return None

# --- tests ---
import pytest

assert first_non_repeating_item([]) is None
assert first_non_repeating_item([7]) == 7
assert first_non_repeating_item([1, 1]) is None
assert first_non_repeating_item([2, 3, 2, 4]) == 3
assert first_non_repeating_item(["a", "b", "a", "b", "c"]) == "c"
assert first_non_repeating_item([5, 5, 5, 6]) == 6
assert first_non_repeating_item([0, 1, 1]) == 0
assert first_non_repeating_item([4, 4, 4]) is None
