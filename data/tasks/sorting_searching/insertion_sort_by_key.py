# domain: sorting_searching
# function: insertion_sort_by_key
# query: Sort a list items with insertion sort by a key function, returning a new list and keeping
#   equal keys in their original order (stable). Ascending by default (reverse=False);
#   reverse=True sorts descending, still stable.

def insertion_sort_by_key(items, key, reverse=False):
    result = list(items)
    for i in range(1, len(result)):
        current = result[i]
        k = key(current)
        j = i - 1
        while j >= 0:
            other = key(result[j])
            if (other < k) if reverse else (other > k):
                result[j + 1] = result[j]
                j -= 1
            else:
                break
        result[j + 1] = current
    return result

# --- tests ---
import pytest

assert insertion_sort_by_key([], len) == []
assert insertion_sort_by_key(["ccc"], len) == ["ccc"]
assert insertion_sort_by_key(["ccc", "a", "bb"], len) == ["a", "bb", "ccc"]
assert insertion_sort_by_key(["bb", "aa", "c", "dd"], len) == ["c", "bb", "aa", "dd"]
assert insertion_sort_by_key(["bb", "aa", "c", "dd"], len, reverse=True) == ["bb", "aa", "dd", "c"]
assert insertion_sort_by_key([3, -1, 2, -5, 0], abs) == [0, -1, 2, 3, -5]
assert insertion_sort_by_key([5, 4, 3, 2, 1], lambda x: x) == [1, 2, 3, 4, 5]
assert insertion_sort_by_key([1, 2, 3, 4], lambda x: x, reverse=True) == [4, 3, 2, 1]
