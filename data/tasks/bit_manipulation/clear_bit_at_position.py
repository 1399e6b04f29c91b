# domain: bit_manipulation
# function: clear_bit_at_position
# query: Return n with the bit at the given position (0 = least significant) cleared to 0,
#   leaving all other bits unchanged. Raise ValueError if n or the position is negative.

def clear_bit_at_position(n, position):
    if n < 0 or position < 0:
        raise ValueError("n and position must be non-negative")
    mask = ~(1 << position)
    return n & mask

# --- tests ---
import pytest

assert clear_bit_at_position(1, 0) == 0
assert clear_bit_at_position(15, 3) == 7
assert clear_bit_at_position(8, 2) == 8
assert clear_bit_at_position(7, 1) == 5
assert clear_bit_at_position(0, 5) == 0
assert clear_bit_at_position((1 << 40) + 3, 40) == 3
assert clear_bit_at_position(6, 2) == 2
with pytest.raises(ValueError):
    clear_bit_at_position(3, -1)
with pytest.raises(ValueError):
    clear_bit_at_position(-1, 2)

# --- implementation 2: subtract the bit's value when it is set ---
def clear_bit_at_position(n, position):
    if min(n, position) < 0:
        raise ValueError("negative argument")
    bit = 1 << position
    if n & bit:
        return n - bit
    return n

# --- implementation 3: rebuild from the bits above and below the position ---
def clear_bit_at_position(n, position):
    if n < 0 or position < 0:
        raise ValueError("n and position must be non-negative")
    high = (n >> (position + 1)) << (position + 1)
    low = n % (1 << position)
    return high | low

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.06:
        return (rng.randint(-20, -1), rng.randint(0, 5))
    if r < 0.12:
        return (rng.randint(0, 20), rng.randint(-5, -1))
    n = rng.choice([0, 1, rng.randint(0, 255), rng.randint(0, 1 << 45)])
    pos = rng.choice([0, rng.randint(0, 10), rng.randint(0, 50)])
    if rng.random() < 0.3:
        n |= 1 << pos
    return (n, pos)
