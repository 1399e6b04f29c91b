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

# --- implementation 2: Counter difference must be empty ---
from collections import Counter


def is_sub_multiset(needed, available):
    need = Counter(needed)
    have = Counter(available)
    missing = need - have
    return not missing

# --- implementation 3: remove each needed item from a copy of the available list ---
def is_sub_multiset(needed, available):
    pool = list(available)
    for item in needed:
        if item not in pool:
            return False
        pool.remove(item)
    return True

# --- implementation 4: list.count of each needed value against the available list ---
def is_sub_multiset(needed, available):
    for item in set(needed):
        if needed.count(item) > available.count(item):
            return False
    return True

# --- inputs ---
def random_input(rng):
    available = [rng.choice("aabcd") for _ in range(rng.randint(0, 8))]
    if rng.random() < 0.5:
        needed = [x for x in available if rng.random() < 0.6]
        if rng.random() < 0.4:
            needed.append(rng.choice("abcde"))
    else:
        needed = [rng.choice("abcd") for _ in range(rng.randint(0, 5))]
    rng.shuffle(needed)
    return (needed, available)
