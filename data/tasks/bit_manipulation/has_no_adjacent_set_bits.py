# domain: bit_manipulation
# function: has_no_adjacent_set_bits
# query: Check whether a non-negative integer n is "sparse": no two 1 bits are next to each other in
#   its binary form (5 = 101 yes, 6 = 110 no, 0 yes). Raise ValueError for a negative n.

def has_no_adjacent_set_bits(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    shifted = n >> 1
    return n & shifted == 0

# --- tests ---
import pytest

assert has_no_adjacent_set_bits(0) is True
assert has_no_adjacent_set_bits(1) is True
assert has_no_adjacent_set_bits(3) is False
assert has_no_adjacent_set_bits(5) is True
assert has_no_adjacent_set_bits(6) is False
assert has_no_adjacent_set_bits(0b1010100101) is True
assert has_no_adjacent_set_bits(0b1000000011) is False
with pytest.raises(ValueError):
    has_no_adjacent_set_bits(-1)

# --- implementation 2: look for '11' in the binary string ---
def has_no_adjacent_set_bits(n):
    if n < 0:
        raise ValueError("negative input")
    text = bin(n)
    return "11" not in text

# --- implementation 3: slide a two-bit window down the number ---
def has_no_adjacent_set_bits(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    while n:
        if n & 3 == 3:
            return False
        n >>= 1
    return True

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-20, -1),)
    if r < 0.5:
        value = 0
        for i in range(0, rng.randint(1, 30), rng.choice([2, 3])):
            if rng.random() < 0.7:
                value |= 1 << i
        if rng.random() < 0.3:
            value |= 1 << rng.randint(0, 30)
        return (value,)
    return (rng.randint(0, 1 << rng.randint(1, 20)),)
