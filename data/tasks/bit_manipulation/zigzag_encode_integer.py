# domain: bit_manipulation
# function: zigzag_encode_integer
# query: ZigZag-encode a signed integer n into an unsigned one as Protocol Buffers do, mapping 0,
#   -1, 1, -2, 2, ... to 0, 1, 2, 3, 4, ... (small magnitudes get small codes).

def zigzag_encode_integer(n):
    if n >= 0:
        return n << 1
    magnitude = -n
    return (magnitude << 1) - 1

# --- tests ---
import pytest

assert zigzag_encode_integer(0) == 0
assert zigzag_encode_integer(-1) == 1
assert zigzag_encode_integer(1) == 2
assert zigzag_encode_integer(-2) == 3
assert zigzag_encode_integer(2) == 4
assert zigzag_encode_integer(2147483647) == 4294967294
assert zigzag_encode_integer(-2147483648) == 4294967295
assert zigzag_encode_integer(-64) == 127

# --- implementation 2: twice the magnitude, one less for negatives ---
def zigzag_encode_integer(n):
    magnitude = abs(n)
    if n < 0:
        return 2 * magnitude - 1
    return 2 * magnitude

# --- implementation 3: shift left, and invert every bit of the result for negatives ---
def zigzag_encode_integer(n):
    doubled = n << 1
    if n < 0:
        return ~doubled
    return doubled

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.35:
        return (rng.choice([0, -1, 1, -2, 2, -64, 63, 64, 2147483647, -2147483648]),)
    return (rng.randint(-(1 << rng.randint(1, 40)), 1 << rng.randint(1, 40)),)
