# domain: bit_manipulation
# function: swap_two_bits
# query: Given a non-negative integer n, swap its bits at positions i and j and return the result
#   (if the two bits are equal the number is unchanged). Raise ValueError for a negative number
#   or position.

def swap_two_bits(n, i, j):
    if n < 0 or i < 0 or j < 0:
        raise ValueError("arguments must be non-negative")
    bit_i = (n >> i) & 1
    bit_j = (n >> j) & 1
    if bit_i != bit_j:
        n ^= (1 << i) | (1 << j)
    return n

# --- tests ---
import pytest

assert swap_two_bits(0b01, 0, 1) == 0b10
assert swap_two_bits(0b10, 0, 1) == 0b01
assert swap_two_bits(0b11, 0, 1) == 0b11
assert swap_two_bits(0, 2, 5) == 0
assert swap_two_bits(0b100000, 2, 5) == 0b000100
assert swap_two_bits(0b1001, 3, 3) == 0b1001
with pytest.raises(ValueError):
    swap_two_bits(-1, 0, 1)
with pytest.raises(ValueError):
    swap_two_bits(1, -1, 1)
with pytest.raises(ValueError):
    swap_two_bits(1, 1, -1)

# --- implementation 2: clear both positions, then write each bit into the other's place ---
def swap_two_bits(n, i, j):
    if min(n, i, j) < 0:
        raise ValueError("negative argument")
    a = (n >> i) & 1
    b = (n >> j) & 1
    n &= ~((1 << i) | (1 << j))
    return n | (b << i) | (a << j)

# --- implementation 3: swap two characters of the reversed, padded binary string ---
def swap_two_bits(n, i, j):
    if n < 0 or i < 0 or j < 0:
        raise ValueError("arguments must be non-negative")
    digits = list(bin(n)[2:].zfill(max(i, j) + 1)[::-1])
    digits[i], digits[j] = digits[j], digits[i]
    return int("".join(reversed(digits)), 2)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.04:
        return (rng.randint(-9, -1), 0, 1)
    if r < 0.08:
        return (5, rng.randint(-3, -1), 2)
    if r < 0.12:
        return (5, 2, rng.randint(-3, -1))
    n = rng.choice([0, rng.randint(0, 255), rng.randint(0, 1 << 30)])
    i = rng.randint(0, 35)
    j = rng.choice([i, rng.randint(0, 35), rng.randint(0, 8)])
    return (n, i, j)
