# domain: bit_manipulation
# function: min_bits_signed_twos_complement
# query: Return the minimum number of bits needed to store an integer n in two's complement form,
#   including the sign bit (0 -> 1, 1 -> 2, -1 -> 1, 127 -> 8, -128 -> 8, 128 -> 9).

def min_bits_signed_twos_complement(n):
    bits = 1
    while True:
        low = -(1 << (bits - 1))
        high = (1 << (bits - 1)) - 1
        if low <= n <= high:
            return bits
        bits += 1

# --- tests ---
import pytest

assert min_bits_signed_twos_complement(0) == 1
assert min_bits_signed_twos_complement(-1) == 1
assert min_bits_signed_twos_complement(1) == 2
assert min_bits_signed_twos_complement(-2) == 2
assert min_bits_signed_twos_complement(127) == 8
assert min_bits_signed_twos_complement(-128) == 8
assert min_bits_signed_twos_complement(128) == 9
assert min_bits_signed_twos_complement(-129) == 9

# --- implementation 2: bit_length of n (or of -n - 1 when negative) plus a sign bit ---
def min_bits_signed_twos_complement(n):
    if n < 0:
        value = -n - 1
    else:
        value = n
    return value.bit_length() + 1

# --- implementation 3: arithmetic right shifts until only sign bits (0 or -1) remain ---
def min_bits_signed_twos_complement(n):
    bits = 1
    while n not in (0, -1):
        n >>= 1
        bits += 1
    return bits

# --- implementation 4: double a power-of-two limit until it exceeds the magnitude (~n for negatives) ---
def min_bits_signed_twos_complement(n):
    magnitude = ~n if n < 0 else n
    width = 1
    limit = 1
    while magnitude >= limit:
        limit *= 2
        width += 1
    return width

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.45:
        k = rng.randint(0, 40)
        return (rng.choice([1 << k, (1 << k) - 1, -(1 << k), -(1 << k) - 1]),)
    return (rng.randint(-5000, 5000),)
