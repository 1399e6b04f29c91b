# domain: bit_manipulation
# function: swap_odd_even_bits
# query: Swap every even-positioned bit of a 32-bit unsigned integer n with the odd-positioned bit
#   next to it (bit 0 with bit 1, bit 2 with bit 3, ...). Raise ValueError if n is negative or
#   does not fit in 32 bits.

def swap_odd_even_bits(n):
    if n < 0 or n > 0xFFFFFFFF:
        raise ValueError("n must be a 32-bit unsigned integer")
    even_bits = n & 0x55555555
    odd_bits = n & 0xAAAAAAAA
    return (even_bits << 1) | (odd_bits >> 1)

# --- tests ---
import pytest

assert swap_odd_even_bits(0) == 0
assert swap_odd_even_bits(1) == 2
assert swap_odd_even_bits(2) == 1
assert swap_odd_even_bits(3) == 3
assert swap_odd_even_bits(23) == 43
assert swap_odd_even_bits(0xFFFFFFFF) == 0xFFFFFFFF
assert swap_odd_even_bits(0x80000000) == 0x40000000
with pytest.raises(ValueError):
    swap_odd_even_bits(0x100000000)
with pytest.raises(ValueError):
    swap_odd_even_bits(-1)

# --- implementation 2: move each bit of every pair across in a loop ---
def swap_odd_even_bits(n):
    if not 0 <= n <= 0xFFFFFFFF:
        raise ValueError("not a 32-bit value")
    result = 0
    for i in range(0, 32, 2):
        result |= ((n >> i) & 1) << (i + 1)
        result |= ((n >> (i + 1)) & 1) << i
    return result

# --- implementation 3: swap the characters of each pair in the 32-digit binary string ---
def swap_odd_even_bits(n):
    if n < 0 or n >> 32:
        raise ValueError("n must fit in 32 unsigned bits")
    bits = format(n, "032b")
    swapped = "".join(bits[i + 1] + bits[i] for i in range(0, 32, 2))
    return int(swapped, 2)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.06:
        return (rng.randint(-100, -1),)
    if r < 0.12:
        return ((1 << 32) + rng.randint(0, 100),)
    if r < 0.35:
        return (rng.choice([0, 1, 2, 3, 0xFFFFFFFF, 0x80000000, 0x40000000, 0x55555555, 0xAAAAAAAA]),)
    return (rng.randint(0, 0xFFFFFFFF),)
