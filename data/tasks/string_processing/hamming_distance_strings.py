# domain: string_processing
# function: hamming_distance_strings
# query: Count the positions at which two equal-length strings a and b differ (Hamming distance).
#   Raise ValueError if the strings have different lengths.

def hamming_distance_strings(a, b):
    if len(a) != len(b):
        raise ValueError("strings must have equal length")
    distance = 0
    for i in range(len(a)):
        if a[i] != b[i]:
            distance += 1
    return distance

# --- tests ---
import pytest

assert hamming_distance_strings("", "") == 0
assert hamming_distance_strings("a", "a") == 0
assert hamming_distance_strings("a", "b") == 1
assert hamming_distance_strings("karolin", "kathrin") == 3
assert hamming_distance_strings("1011101", "1001001") == 2
assert hamming_distance_strings("abc", "xyz") == 3
assert hamming_distance_strings("Ab", "ab") == 1
with pytest.raises(ValueError):
    hamming_distance_strings("ab", "abc")
with pytest.raises(ValueError):
    hamming_distance_strings("ab", "")

# --- implementation 2: the length minus the number of matching zipped pairs ---
def hamming_distance_strings(a, b):
    if len(a) != len(b):
        raise ValueError("lengths differ: %d vs %d" % (len(a), len(b)))
    matching = sum(x == y for x, y in zip(a, b))
    return len(a) - matching

# --- implementation 3: map operator.ne over both strings and count the True values ---
import operator


def hamming_distance_strings(a, b):
    if len(a) != len(b):
        raise ValueError("strings of unequal length")
    flags = list(map(operator.ne, a, b))
    return flags.count(True)

# --- inputs ---
def random_input(rng):
    a = "".join(rng.choice("abAB01") for _ in range(rng.randint(0, 8)))
    b = "".join(ch if rng.random() < 0.6 else rng.choice("abAB01") for ch in a)
    if rng.random() < 0.1:
        b += rng.choice(["x", ""]) if b else "x"
    return (a, b)
