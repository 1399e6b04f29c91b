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
