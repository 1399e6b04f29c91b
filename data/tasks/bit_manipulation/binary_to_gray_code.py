# domain: bit_manipulation
# function: binary_to_gray_code
# query: Convert a non-negative integer n to its reflected binary Gray code, in which consecutive
#   values differ in exactly one bit. Raise ValueError for a negative n.

def binary_to_gray_code(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    shifted = n >> 1
    return n ^ shifted

# --- tests ---
import pytest

assert binary_to_gray_code(0) == 0
assert binary_to_gray_code(1) == 1
assert binary_to_gray_code(2) == 3
assert binary_to_gray_code(3) == 2
assert binary_to_gray_code(4) == 6
assert binary_to_gray_code(7) == 4
assert binary_to_gray_code(10) == 15
with pytest.raises(ValueError):
    binary_to_gray_code(-1)

# --- implementation 2: each Gray bit is the XOR of a bit and the bit above it, bit by bit ---
def binary_to_gray_code(n):
    if n < 0:
        raise ValueError("negative input")
    gray = 0
    for i in range(n.bit_length()):
        if ((n >> i) ^ (n >> (i + 1))) & 1:
            gray |= 1 << i
    return gray

# --- implementation 3: compare neighbouring characters of the binary string ---
def binary_to_gray_code(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    bits = bin(n)[2:]
    gray = bits[0] + "".join("1" if x != y else "0" for x, y in zip(bits, bits[1:]))
    return int(gray, 2)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-100, -1),)
    if r < 0.3:
        k = rng.randint(0, 16)
        return (rng.choice([(1 << k) - 1, 1 << k, 0]),)
    return (rng.randint(0, 1 << rng.randint(1, 20)),)
