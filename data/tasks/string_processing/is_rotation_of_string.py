# domain: string_processing
# function: is_rotation_of_string
# query: Given strings a and b, check whether b is a rotation of a (e.g. "erbottlewat" of
#   "waterbottle"), i.e. b equals a[k:] + a[:k] for some k. Strings of different length are
#   never rotations; two empty strings are. Returns a bool.

def is_rotation_of_string(a, b):
    if len(a) != len(b):
        return False
    if a == "":
        return True
    for k in range(len(a)):
        if a[k:] + a[:k] == b:
            return True
    return False

# --- tests ---
import pytest

assert is_rotation_of_string("", "") is True
assert is_rotation_of_string("a", "a") is True
assert is_rotation_of_string("waterbottle", "erbottlewat") is True
assert is_rotation_of_string("abc", "cab") is True
assert is_rotation_of_string("abc", "bca") is True
assert is_rotation_of_string("abc", "acb") is False
assert is_rotation_of_string("abc", "abcabc") is False
assert is_rotation_of_string("ab", "a") is False
assert is_rotation_of_string("aab", "aba") is True

# --- implementation 2: b is a substring of a doubled ---
def is_rotation_of_string(a, b):
    if len(a) != len(b):
        return False
    doubled = a + a
    return doubled.find(b) != -1

# --- implementation 3: rotate a deque one step at a time ---
from collections import deque


def is_rotation_of_string(a, b):
    if len(a) != len(b):
        return False
    ring = deque(a)
    for _ in range(max(len(a), 1)):
        if "".join(ring) == b:
            return True
        ring.rotate(1)
    return False

# --- inputs ---
def random_input(rng):
    a = "".join(rng.choice("aab") for _ in range(rng.randint(0, 6)))
    r = rng.random()
    if r < 0.5 and a:
        k = rng.randrange(len(a))
        return (a, a[k:] + a[:k])
    if r < 0.8:
        b = list(a)
        rng.shuffle(b)
        return (a, "".join(b))
    return (a, "".join(rng.choice("ab") for _ in range(rng.randint(0, 6))))
