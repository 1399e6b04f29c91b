# domain: collections
# function: majority_element_or_none
# query: Return the element that occurs strictly more than half the time in the list items, or None
#   if there is no such element.

def majority_element_or_none(items):
    counts = {}
    for item in items:
        counts[item] = counts.get(item, 0) + 1
        if counts[item] * 2 > len(items):
            return item
    return None

# --- tests ---
import pytest

assert majority_element_or_none([]) is None
assert majority_element_or_none([4]) == 4
assert majority_element_or_none([3, 2, 3]) == 3
assert majority_element_or_none([2, 2, 1, 1, 1, 2, 2]) == 2
assert majority_element_or_none([1, 2]) is None
assert majority_element_or_none([1, 1, 2, 2]) is None
assert majority_element_or_none([1, 2, 3, 3, 3]) == 3
assert majority_element_or_none([1, 2, 3]) is None
assert majority_element_or_none([5, 5, 5, 6]) == 5
