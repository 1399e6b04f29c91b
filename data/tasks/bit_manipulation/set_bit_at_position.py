# domain: bit_manipulation
# function: set_bit_at_position
# query: Return n with the bit at the given position (0 = least significant) set to 1; bits that
#   are already set stay set. Raise ValueError if n or the position is negative.

def set_bit_at_position(n, position):
    if n < 0 or position < 0:
        raise ValueError("n and position must be non-negative")
    mask = 1 << position
    return n | mask

# --- tests ---
import pytest

assert set_bit_at_position(0, 0) == 1
assert set_bit_at_position(0, 3) == 8
assert set_bit_at_position(8, 3) == 8
assert set_bit_at_position(5, 1) == 7
assert set_bit_at_position(5, 2) == 5
assert set_bit_at_position(1, 40) == (1 << 40) + 1
assert set_bit_at_position(6, 0) == 7
with pytest.raises(ValueError):
    set_bit_at_position(3, -1)
with pytest.raises(ValueError):
    set_bit_at_position(-1, 2)

# --- implementation 2: add 2**position unless that bit is already set ---
def set_bit_at_position(n, position):
    if min(n, position) < 0:
        raise ValueError("negative argument")
    bit = 2 ** position
    if n & bit:
        return n
    return n + bit

# --- implementation 3: write '1' into the padded binary string at the position ---
def set_bit_at_position(n, position):
    if n < 0 or position < 0:
        raise ValueError("n and position must not be negative")
    digits = list(bin(n)[2:].zfill(position + 1))
    digits[-1 - position] = "1"
    return int("".join(digits), 2)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.06:
        return (rng.randint(-20, -1), rng.randint(0, 5))
    if r < 0.12:
        return (rng.randint(0, 20), rng.randint(-5, -1))
    n = rng.choice([0, 1, rng.randint(0, 255), rng.randint(0, 1 << 45)])
    pos = rng.choice([0, rng.randint(0, 10), rng.randint(0, 50)])
    return (n, pos)
