# domain: sorting_searching
# function: search_in_infinite_sorted_reader
# query: Search a sorted sequence of unknown length exposed only through get(i), which returns None
#   past the end, for target, without knowing the length in advance. Return the index of target
#   or -1.

def search_in_infinite_sorted_reader(get, target):
    hi = 1
    while get(hi - 1) is not None and get(hi - 1) < target:
        hi *= 2
    lo = hi // 2
    while lo < hi:
        mid = (lo + hi) // 2
        value = get(mid)
        if value is None or value >= target:
            hi = mid
        else:
            lo = mid + 1
    return lo if get(lo) == target else -1

# --- tests ---
import pytest

assert search_in_infinite_sorted_reader(lambda i: None, 3) == -1
assert search_in_infinite_sorted_reader(lambda i: [3][i] if i < 1 else None, 3) == 0
assert search_in_infinite_sorted_reader(lambda i: [1, 3, 5, 7, 9, 11, 13][i] if i < 7 else None, 11) == 5
assert search_in_infinite_sorted_reader(lambda i: [1, 3, 5, 7, 9, 11, 13][i] if i < 7 else None, 13) == 6
assert search_in_infinite_sorted_reader(lambda i: [1, 3, 5, 7, 9, 11, 13][i] if i < 7 else None, 1) == 0
assert search_in_infinite_sorted_reader(lambda i: [1, 3, 5, 7, 9, 11, 13][i] if i < 7 else None, 6) == -1
assert search_in_infinite_sorted_reader(lambda i: [1, 3, 5, 7, 9, 11, 13][i] if i < 7 else None, 20) == -1
assert search_in_infinite_sorted_reader(lambda i: i * 2, 40) == 20
assert search_in_infinite_sorted_reader(lambda i: [2, 4, 4, 4, 8][i] if i < 5 else None, 4) == 1
