# domain: bit_manipulation
# function: highest_set_bit_index
# query: Find the position of the most significant 1 bit of a non-negative integer n, with the least
#   significant bit at position 0. Return -1 when n is 0 and raise ValueError for a negative n.

def highest_set_bit_index(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    index = -1
    while n > 0:
        n >>= 1
        index += 1
    return index

# --- tests ---
import pytest

assert highest_set_bit_index(0) == -1
assert highest_set_bit_index(1) == 0
assert highest_set_bit_index(2) == 1
assert highest_set_bit_index(3) == 1
assert highest_set_bit_index(255) == 7
assert highest_set_bit_index(256) == 8
assert highest_set_bit_index(1 << 70) == 70
with pytest.raises(ValueError):
    highest_set_bit_index(-1)

# --- implementation 2: bit_length minus one ---
def highest_set_bit_index(n):
    if n < 0:
        raise ValueError("negative input")
    length = n.bit_length()
    return length - 1

# --- implementation 3: length of the binary string, with 0 handled first ---
def highest_set_bit_index(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    if n == 0:
        return -1
    return len(format(n, "b")) - 1

# --- implementation 4: binary search for the largest k with 2**k <= n after doubling an upper bound ---
def highest_set_bit_index(n):
    if n < 0:
        raise ValueError("n must not be negative")
    if n == 0:
        return -1
    hi = 1
    while (1 << hi) <= n:
        hi *= 2
    lo = 0
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if (1 << mid) <= n:
            lo = mid
        else:
            hi = mid - 1
    return lo

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-40, -1),)
    if r < 0.35:
        k = rng.randint(0, 80)
        return (rng.choice([0, 1 << k, (1 << k) - 1, (1 << k) + 1]),)
    return (rng.randint(0, 1 << rng.randint(1, 80)),)
