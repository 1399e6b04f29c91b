# domain: bit_manipulation
# function: lowest_set_bit_index
# query: Given a non-negative integer n, return the position of its lowest set bit, counting
#   the least significant bit as position 0. Return -1 when n is 0 and raise ValueError when n
#   is negative.

def lowest_set_bit_index(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    if n == 0:
        return -1
    index = 0
    while n & 1 == 0:
        n >>= 1
        index += 1
    return index

# --- tests ---
import pytest

assert lowest_set_bit_index(0) == -1
assert lowest_set_bit_index(1) == 0
assert lowest_set_bit_index(2) == 1
assert lowest_set_bit_index(12) == 2
assert lowest_set_bit_index(7) == 0
assert lowest_set_bit_index(1 << 40) == 40
assert lowest_set_bit_index(96) == 5
with pytest.raises(ValueError):
    lowest_set_bit_index(-4)

# --- implementation 2: bit_length of the isolated lowest set bit, minus one ---
def lowest_set_bit_index(n):
    if n < 0:
        raise ValueError("negative input")
    lowest = n & -n
    return lowest.bit_length() - 1

# --- implementation 3: find the first '1' in the reversed binary string ---
def lowest_set_bit_index(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    digits = bin(n)[2:][::-1]
    return digits.find("1")

# --- implementation 4: test each bit position below bit_length in turn ---
def lowest_set_bit_index(n):
    if n < 0:
        raise ValueError("n cannot be negative")
    for position in range(n.bit_length()):
        if (n >> position) & 1:
            return position
    return -1

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-40, -1),)
    if r < 0.4:
        k = rng.randint(0, 50)
        return (rng.choice([0, 1 << k, (1 << k) * rng.randint(1, 9)]),)
    return (rng.randint(0, 1 << rng.randint(1, 40)),)
