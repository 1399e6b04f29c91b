# domain: bit_manipulation
# function: hamming_distance_integers
# query: Return the Hamming distance between two non-negative integers a and b, i.e. the number of
#   bit positions at which they differ. Raise ValueError if a or b is negative.

def hamming_distance_integers(a, b):
    if a < 0 or b < 0:
        raise ValueError("inputs must be non-negative")
    diff = a ^ b
    distance = 0
    while diff:
        distance += diff & 1
        diff >>= 1
    return distance

# --- tests ---
import pytest

assert hamming_distance_integers(0, 0) == 0
assert hamming_distance_integers(1, 4) == 2
assert hamming_distance_integers(3, 1) == 1
assert hamming_distance_integers(7, 7) == 0
assert hamming_distance_integers(0, 255) == 8
assert hamming_distance_integers(0b1010, 0b0101) == 4
with pytest.raises(ValueError):
    hamming_distance_integers(-1, 0)
with pytest.raises(ValueError):
    hamming_distance_integers(0, -1)
assert hamming_distance_integers(1 << 30, 0) == 1

# --- implementation 2: count '1' characters of bin(a ^ b) ---
def hamming_distance_integers(a, b):
    if min(a, b) < 0:
        raise ValueError("negative input")
    differing = a ^ b
    return bin(differing).count("1")

# --- implementation 3: compare equal-width binary strings character by character ---
def hamming_distance_integers(a, b):
    if a < 0 or b < 0:
        raise ValueError("inputs must be non-negative")
    width = max(a.bit_length(), b.bit_length())
    left = format(a, "0%db" % width)
    right = format(b, "0%db" % width)
    return sum(x != y for x, y in zip(left, right))

# --- implementation 4: clear the lowest set bit of a ^ b until nothing is left ---
def hamming_distance_integers(a, b):
    if a < 0 or b < 0:
        raise ValueError("negative argument")
    diff = a ^ b
    count = 0
    while diff:
        diff &= diff - 1
        count += 1
    return count

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.05:
        return (rng.randint(-9, -1), rng.randint(0, 9))
    if r < 0.1:
        return (rng.randint(0, 9), rng.randint(-9, -1))
    a = rng.choice([0, rng.randint(0, 255), rng.randint(0, 1 << 40)])
    b = rng.choice([a, 0, a ^ (1 << rng.randint(0, 40)), rng.randint(0, 1 << rng.randint(1, 40))])
    return (a, b)
