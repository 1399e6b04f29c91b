# domain: collections
# function: is_sub_multiset
# query: Return True when every element of the list needed appears in the list available at least as
#   many times (multiset containment), e.g. to check whether a word can be built from tiles.

def is_sub_multiset(needed, available):
    stock = {}
    for item in available:
        stock[item] = stock.get(item, 0) + 1
    for item in needed:
        if stock.get(item, 0) == 0:
            return False
        stock[item] -= 1
    return True

# --- tests ---
import pytest

assert is_sub_multiset([], []) is True
assert is_sub_multiset([], [1]) is True
assert is_sub_multiset([1], []) is False
assert is_sub_multiset(list("aab"), list("abab")) is True
assert is_sub_multiset(list("aaa"), list("aab")) is False
assert is_sub_multiset([1, 2], [2, 1]) is True
assert is_sub_multiset([1, 2, 3], [1, 2]) is False
assert is_sub_multiset(["x", "x"], ["x", "x"]) is True
