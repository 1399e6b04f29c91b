# domain: bit_manipulation
# function: integer_to_bit_list
# query: Convert a non-negative integer n into a list of exactly width bits, most significant first,
#   padding with leading zeros. Raise ValueError if n is negative or needs more than width
#   bits.

def integer_to_bit_list(n, width):
    if n < 0 or n >= (1 << width):
        raise ValueError("n does not fit in width bits")
    bits = []
    for position in range(width - 1, -1, -1):
        bits.append((n >> position) & 1)
    return bits

# --- tests ---
import pytest

assert integer_to_bit_list(0, 0) == []
assert integer_to_bit_list(0, 3) == [0, 0, 0]
assert integer_to_bit_list(5, 3) == [1, 0, 1]
assert integer_to_bit_list(5, 5) == [0, 0, 1, 0, 1]
assert integer_to_bit_list(1, 1) == [1]
assert integer_to_bit_list(6, 4) == [0, 1, 1, 0]
assert integer_to_bit_list(255, 8) == [1] * 8
with pytest.raises(ValueError):
    integer_to_bit_list(8, 3)
with pytest.raises(ValueError):
    integer_to_bit_list(-1, 3)

# --- implementation 2: digits of the zero-padded binary format string ---
def integer_to_bit_list(n, width):
    if n < 0 or n.bit_length() > width:
        raise ValueError("n does not fit")
    if width == 0:
        return []
    return [int(ch) for ch in format(n, "0%db" % width)]

# --- implementation 3: fill a zero list from the right with remainders of division by 2 ---
def integer_to_bit_list(n, width):
    if n < 0 or n >= 2 ** width:
        raise ValueError("n needs more than width bits")
    bits = [0] * width
    for i in range(width - 1, -1, -1):
        bits[i] = n % 2
        n //= 2
    return bits

# --- inputs ---
def random_input(rng):
    width = rng.randint(0, 16)
    r = rng.random()
    if r < 0.07:
        return (rng.randint(-9, -1), width)
    if r < 0.15:
        return ((1 << width) + rng.randint(0, 9), width)
    n = rng.choice([0, (1 << width) - 1, rng.randint(0, (1 << width) - 1)])
    return (n, width)
