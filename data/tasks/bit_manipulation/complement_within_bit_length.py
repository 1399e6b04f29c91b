# domain: bit_manipulation
# function: complement_within_bit_length
# query: Flip every bit of a positive integer n's binary form up to its highest set bit, with no
#   leading ones (5 = 101 -> 010 = 2, 1 -> 0). n = 0 maps to 1; raise ValueError for a negative
#   n.

def complement_within_bit_length(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    if n == 0:
        return 1
    mask = 1
    while mask <= n:
        mask <<= 1
    return (mask - 1) ^ n

# --- tests ---
import pytest

assert complement_within_bit_length(0) == 1
assert complement_within_bit_length(1) == 0
assert complement_within_bit_length(2) == 1
assert complement_within_bit_length(5) == 2
assert complement_within_bit_length(7) == 0
assert complement_within_bit_length(8) == 7
assert complement_within_bit_length(10) == 5
with pytest.raises(ValueError):
    complement_within_bit_length(-1)

# --- implementation 2: XOR with an all-ones mask of n.bit_length() bits ---
def complement_within_bit_length(n):
    if n < 0:
        raise ValueError("negative input")
    if n == 0:
        return 1
    return n ^ ((1 << n.bit_length()) - 1)

# --- implementation 3: swap '0' and '1' in the binary string ---
def complement_within_bit_length(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    flipped = "".join("1" if ch == "0" else "0" for ch in bin(n)[2:])
    return int(flipped, 2)

# --- implementation 4: set each bit position that is clear in n, at least one position ---
def complement_within_bit_length(n):
    if n < 0:
        raise ValueError("negative n")
    result = 0
    for i in range(max(n.bit_length(), 1)):
        if not (n >> i) & 1:
            result |= 1 << i
    return result

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-40, -1),)
    if r < 0.35:
        k = rng.randint(0, 20)
        return (rng.choice([0, 1, 1 << k, (1 << k) - 1, (1 << k) + 1]),)
    return (rng.randint(0, 1 << rng.randint(1, 30)),)
