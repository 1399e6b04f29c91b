# domain: bit_manipulation
# function: lowest_unset_bit_index
# query: Return the position of the lowest 0 bit of a non-negative integer n (0 for even numbers, 3
#   for 0b0111). Raise ValueError for a negative n.

def lowest_unset_bit_index(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    position = 0
    while n & 1 == 1:
        n >>= 1
        position += 1
    return position

# --- tests ---
import pytest

assert lowest_unset_bit_index(0) == 0
assert lowest_unset_bit_index(1) == 1
assert lowest_unset_bit_index(2) == 0
assert lowest_unset_bit_index(7) == 3
assert lowest_unset_bit_index(0b1011) == 2
assert lowest_unset_bit_index(255) == 8
assert lowest_unset_bit_index(5) == 1
with pytest.raises(ValueError):
    lowest_unset_bit_index(-1)

# --- implementation 2: isolate the lowest zero bit with ~n & (n + 1) ---
def lowest_unset_bit_index(n):
    if n < 0:
        raise ValueError("negative input")
    zero_bit = ~n & (n + 1)
    return zero_bit.bit_length() - 1

# --- implementation 3: count the trailing '1' characters of the binary string ---
def lowest_unset_bit_index(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    bits = bin(n)[2:]
    return len(bits) - len(bits.rstrip("1"))

# --- implementation 4: count the '1' characters at the end of bin(n), scanning it reversed ---
def lowest_unset_bit_index(n):
    if n < 0:
        raise ValueError("n cannot be negative")
    ones = 0
    for digit in reversed(bin(n)):
        if digit != "1":
            break
        ones += 1
    return ones

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-40, -1),)
    if r < 0.45:
        k = rng.randint(0, 40)
        return ((rng.randint(0, 50) << (k + 1)) | ((1 << k) - 1),)
    return (rng.randint(0, 1 << rng.randint(1, 30)),)
