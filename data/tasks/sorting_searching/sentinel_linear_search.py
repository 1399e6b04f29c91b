# domain: sorting_searching
# function: sentinel_linear_search
# query: Find the first index of target in a list using sentinel linear search (temporarily placing the
#   target at the end so the loop needs no bounds check), restoring the list afterwards. Return -1 if
#   absent.

def sentinel_linear_search(items, target):
    n = len(items)
    if n == 0:
        return -1
    last = items[-1]
    items[-1] = target
    i = 0
    while items[i] != target:
        i += 1
    items[-1] = last
    if i < n - 1 or last == target:
        return i
    return -1

# --- tests ---
import pytest

assert sentinel_linear_search([], 3) == -1
assert sentinel_linear_search([3], 3) == 0
assert sentinel_linear_search([4], 3) == -1
assert sentinel_linear_search([5, 3, 3], 3) == 1
assert sentinel_linear_search([5, 6, 3], 3) == 2
assert sentinel_linear_search([5, 6, 7], 3) == -1
assert (lambda xs: (sentinel_linear_search(xs, 9), xs))([1, 2, 8]) == (-1, [1, 2, 8])
assert sentinel_linear_search([3, 1, 2], 3) == 0
