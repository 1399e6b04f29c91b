# domain: data_transformation
# function: zigzag_encode_integers
# query: Map signed integers to non-negative integers with zigzag encoding (0->0, -1->1, 1->2, -2->3,
#   2->4, ...) as used by protobuf varints; return the list of encoded values.

def zigzag_encode_integers(values):
    encoded = []
    for n in values:
        if n >= 0:
            encoded.append(n * 2)
        else:
            encoded.append(-n * 2 - 1)
    return encoded

# --- tests ---
import pytest

assert zigzag_encode_integers([]) == []
assert zigzag_encode_integers([0]) == [0]
assert zigzag_encode_integers([-1]) == [1]
assert zigzag_encode_integers([1]) == [2]
assert zigzag_encode_integers([-2, 2]) == [3, 4]
assert zigzag_encode_integers([-64, 63]) == [127, 126]
assert zigzag_encode_integers([1000, -1000]) == [2000, 1999]

# --- implementation 2: the sint64 bit formula (n << 1) ^ (n >> 63) ---
def zigzag_encode_integers(values):
    encoded = []
    for n in values:
        encoded.append((n << 1) ^ (n >> 63))
    return encoded

# --- implementation 3: twice the magnitude, minus one for negatives ---
def zigzag_encode_integers(values):
    result = []
    for n in values:
        magnitude = 2 * abs(n)
        result.append(magnitude - 1 if n < 0 else magnitude)
    return result

# --- implementation 4: double the value and bit-invert it for negatives (~2n == -2n - 1) ---
def zigzag_encode_integers(values):
    out = []
    for n in values:
        doubled = n * 2
        out.append(doubled if n >= 0 else ~doubled)
    return out

# --- inputs ---
def random_input(rng):
    return ([rng.choice([rng.randint(-10, 10), rng.randint(-5000, 5000)]) for _ in range(rng.randint(0, 6))],)
