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
