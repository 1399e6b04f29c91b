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

# --- implementation 2: distinct pairs must have as many distinct lefts and rights as pairs ---
def is_bijective_pairing(pairs):
    distinct = set(pairs)
    lefts = {a for a, _ in distinct}
    rights = {b for _, b in distinct}
    return len(lefts) == len(distinct) == len(rights)

# --- implementation 3: collect the set of partners of every element on both sides ---
def is_bijective_pairing(pairs):
    images = {}
    preimages = {}
    for a, b in pairs:
        images.setdefault(a, set()).add(b)
        preimages.setdefault(b, set()).add(a)
    one_to_one = all(len(s) == 1 for s in images.values())
    return one_to_one and all(len(s) == 1 for s in preimages.values())

# --- inputs ---
def random_input(rng):
    pairs = []
    for _ in range(rng.randint(0, 7)):
        if pairs and rng.random() < 0.2:
            pairs.append(rng.choice(pairs))
        else:
            pairs.append((rng.randint(0, 5), rng.choice("abcdef")))
    if rng.random() < 0.4:
        pairs = [(i, "abcdefgh"[(i * 3) % 8]) for i in range(rng.randint(0, 6))]
    return (pairs,)
