# domain: bit_manipulation
# function: integer_from_bit_list
# query: Build an integer from a list of bits given most significant first, e.g. [1, 0, 1] -> 5.
#   An empty list gives 0; raise ValueError if any element is not 0 or 1.

def integer_from_bit_list(bits):
    value = 0
    for bit in bits:
        if bit not in (0, 1):
            raise ValueError("bits must be 0 or 1")
        value = (value << 1) | bit
    return value

# --- tests ---
import pytest

assert integer_from_bit_list([]) == 0
assert integer_from_bit_list([0]) == 0
assert integer_from_bit_list([1]) == 1
assert integer_from_bit_list([1, 0]) == 2
assert integer_from_bit_list([1, 0, 1]) == 5
assert integer_from_bit_list([0, 0, 1, 1]) == 3
assert integer_from_bit_list([1, 1, 1, 1, 1, 1, 1, 1]) == 255
with pytest.raises(ValueError):
    integer_from_bit_list([1, 2, 0])
with pytest.raises(ValueError):
    integer_from_bit_list([-1])

# --- implementation 2: validate, then parse the joined digits in base 2 ---
def integer_from_bit_list(bits):
    if any(b not in (0, 1) for b in bits):
        raise ValueError("only 0 and 1 allowed")
    if not bits:
        return 0
    return int("".join("1" if b else "0" for b in bits), 2)

# --- implementation 3: weighted sum of the bits read from the least significant end ---
def integer_from_bit_list(bits):
    total = 0
    for power, bit in enumerate(reversed(bits)):
        if bit != 0 and bit != 1:
            raise ValueError("bits must be 0 or 1")
        total += bit * 2 ** power
    return total

# --- implementation 4: validate, then fold with acc * 2 + bit ---
from functools import reduce


def integer_from_bit_list(bits):
    for bit in bits:
        if bit not in (0, 1):
            raise ValueError("element is not a bit")
    return reduce(lambda acc, bit: acc * 2 + bit, bits, 0)

# --- inputs ---
def random_input(rng):
    bits = [rng.randint(0, 1) for _ in range(rng.choice([0, 1, 2, rng.randint(0, 20)]))]
    if rng.random() < 0.2:
        bits = [0] * rng.randint(1, 4) + bits
    if rng.random() < 0.1:
        bits = [b == 1 for b in bits]
    if rng.random() < 0.12:
        bits.insert(rng.randint(0, len(bits)), rng.choice([2, -1, 3, 10]))
    return (bits,)
