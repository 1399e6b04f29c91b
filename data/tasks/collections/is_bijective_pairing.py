# domain: collections
# function: is_bijective_pairing
# query: Given a list of (a, b) pairs, return True if they define a one-to-one correspondence: no a
#   maps to two different b's and no b is mapped from two different a's (repeated identical pairs are fine).

def is_bijective_pairing(pairs):
    forward = {}
    backward = {}
    for a, b in pairs:
        if a in forward and forward[a] != b:
            return False
        if b in backward and backward[b] != a:
            return False
        forward[a] = b
        backward[b] = a
    return True

# --- tests ---
import pytest

assert is_bijective_pairing([]) is True
assert is_bijective_pairing([(1, "a")]) is True
assert is_bijective_pairing([(1, "a"), (2, "b")]) is True
assert is_bijective_pairing([(1, "a"), (1, "b")]) is False
assert is_bijective_pairing([(1, "a"), (2, "a")]) is False
assert is_bijective_pairing([(1, "a"), (1, "a")]) is True
assert is_bijective_pairing([("x", "y"), ("y", "x")]) is True
assert is_bijective_pairing([(1, 2), (2, 3), (3, 2)]) is False
