# domain: bit_manipulation
# function: differ_by_one_bit
# query: Return True when two non-negative integers a and b differ in exactly one bit position (as
#   neighbouring Gray codes do) and False otherwise, including when they are equal. Raise
#   ValueError if a or b is negative.

def differ_by_one_bit(a, b):
    if a < 0 or b < 0:
        raise ValueError("inputs must be non-negative")
    diff = a ^ b
    if diff == 0:
        return False
    return diff & (diff - 1) == 0

# --- tests ---
import pytest

assert differ_by_one_bit(0, 1) is True
assert differ_by_one_bit(2, 3) is True
assert differ_by_one_bit(1, 2) is False
assert differ_by_one_bit(5, 5) is False
assert differ_by_one_bit(0, 0) is False
assert differ_by_one_bit(8, 0) is True
assert differ_by_one_bit(6, 5) is False
with pytest.raises(ValueError):
    differ_by_one_bit(-1, 0)
with pytest.raises(ValueError):
    differ_by_one_bit(0, -1)

# --- implementation 2: exactly one '1' in the binary string of a ^ b ---
def differ_by_one_bit(a, b):
    if a < 0 or b < 0:
        raise ValueError("negative input")
    changed = bin(a ^ b).count("1")
    return changed == 1

# --- implementation 3: the XOR is a nonzero power of two, checked with bit_length ---
def differ_by_one_bit(a, b):
    if min(a, b) < 0:
        raise ValueError("inputs must be non-negative")
    diff = a ^ b
    return diff != 0 and diff == 1 << (diff.bit_length() - 1)

# --- implementation 4: count differing characters of equal-width binary strings ---
def differ_by_one_bit(a, b):
    if a < 0 or b < 0:
        raise ValueError("negative argument")
    width = max(a.bit_length(), b.bit_length(), 1)
    left, right = format(a, "0%db" % width), format(b, "0%db" % width)
    mismatches = sum(1 for x, y in zip(left, right) if x != y)
    return mismatches == 1

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.05:
        return (rng.randint(-9, -1), rng.randint(0, 9))
    if r < 0.1:
        return (rng.randint(0, 9), rng.randint(-9, -1))
    a = rng.randint(0, 1000)
    kind = rng.random()
    if kind < 0.4:
        b = a ^ (1 << rng.randint(0, 11))
    elif kind < 0.55:
        b = a
    elif kind < 0.75:
        b = a ^ (3 << rng.randint(0, 10))
    else:
        b = rng.randint(0, 1000)
    return (a, b)
