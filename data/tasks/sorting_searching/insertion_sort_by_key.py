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

# --- implementation 2: insert each item before the first placed item whose key comes strictly after it ---
def insertion_sort_by_key(items, key, reverse=False):
    result = []
    for item in items:
        k = key(item)
        pos = len(result)
        for j, placed in enumerate(result):
            other = key(placed)
            if (other < k) if reverse else (other > k):
                pos = j
                break
        result.insert(pos, item)
    return result

# --- implementation 3: binary insertion with bisect.insort; descending via the reversed input ---
from bisect import insort


def insertion_sort_by_key(items, key, reverse=False):
    source = list(reversed(items)) if reverse else list(items)
    result = []
    for item in source:
        insort(result, item, key=key)
    return result[::-1] if reverse else result

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.2 else rng.randint(0, 12)
    reverse = rng.random() < 0.4
    if rng.random() < 0.4:
        words = ["".join(rng.choice("ab") for _ in range(rng.randint(0, 4))) for _ in range(n)]
        return (words, len, reverse)
    nums = [rng.randint(-6, 6) for _ in range(n)]
    key = rng.choice([abs, lambda v: v % 3, lambda v: v, lambda v: -v])
    return (nums, key, reverse)
