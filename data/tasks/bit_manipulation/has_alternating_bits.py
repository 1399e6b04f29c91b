# domain: bit_manipulation
# function: has_alternating_bits
# query: Check whether the binary form of a positive integer alternates between 1 and 0 with no
#   two adjacent equal bits (5 = 101 yes, 7 = 111 no). Raise ValueError if n is not positive.

def has_alternating_bits(n):
    if n <= 0:
        raise ValueError("n must be positive")
    previous = n & 1
    n >>= 1
    while n > 0:
        current = n & 1
        if current == previous:
            return False
        previous = current
        n >>= 1
    return True

# --- tests ---
import pytest

assert has_alternating_bits(1) is True
assert has_alternating_bits(2) is True
assert has_alternating_bits(3) is False
assert has_alternating_bits(5) is True
assert has_alternating_bits(7) is False
assert has_alternating_bits(10) is True
assert has_alternating_bits(11) is False
assert has_alternating_bits(0b1010101010) is True
with pytest.raises(ValueError):
    has_alternating_bits(0)
assert has_alternating_bits(4) is False

# --- implementation 2: n ^ (n >> 1) must be a run of ones ---
def has_alternating_bits(n):
    if n <= 0:
        raise ValueError("n must be positive")
    mixed = n ^ (n >> 1)
    return mixed & (mixed + 1) == 0

# --- implementation 3: the binary string contains neither '00' nor '11' ---
def has_alternating_bits(n):
    if n < 1:
        raise ValueError("not positive")
    bits = bin(n)[2:]
    return "00" not in bits and "11" not in bits

# --- implementation 4: compare with the alternating pattern 1010... of the same length ---
def has_alternating_bits(n):
    if n <= 0:
        raise ValueError("n must be greater than zero")
    length = n.bit_length()
    pattern = int(("10" * length)[:length], 2)
    return n == pattern

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-10, 0),)
    if r < 0.5:
        k = rng.randint(1, 20)
        value = int(("10" * k)[: rng.randint(1, 2 * k)], 2)
        if rng.random() < 0.3:
            value ^= 1 << rng.randint(0, value.bit_length())
        return (max(value, 1),)
    return (rng.randint(1, 5000),)
