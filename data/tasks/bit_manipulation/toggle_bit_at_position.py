# domain: bit_manipulation
# function: toggle_bit_at_position
# query: Flip the bit of n at the given position (0 = least significant): a 0 becomes 1 and a 1
#   becomes 0. Return the new integer; raise ValueError if n or the position is negative.

def toggle_bit_at_position(n, position):
    if n < 0 or position < 0:
        raise ValueError("n and position must be non-negative")
    mask = 1 << position
    return n ^ mask

# --- tests ---
import pytest

assert toggle_bit_at_position(0, 0) == 1
assert toggle_bit_at_position(1, 0) == 0
assert toggle_bit_at_position(5, 1) == 7
assert toggle_bit_at_position(7, 1) == 5
assert toggle_bit_at_position(8, 3) == 0
assert toggle_bit_at_position(0, 4) == 16
assert toggle_bit_at_position(3, 2) == 7
with pytest.raises(ValueError):
    toggle_bit_at_position(3, -1)
with pytest.raises(ValueError):
    toggle_bit_at_position(-1, 2)

# --- implementation 2: subtract the bit's value if set, add it otherwise ---
def toggle_bit_at_position(n, position):
    if min(n, position) < 0:
        raise ValueError("negative argument")
    bit = 2 ** position
    if n & bit:
        return n - bit
    return n + bit

# --- implementation 3: flip the character at the position in the padded binary string ---
def toggle_bit_at_position(n, position):
    if n < 0 or position < 0:
        raise ValueError("n and position must not be negative")
    digits = list(bin(n)[2:].zfill(position + 1))
    digits[-1 - position] = "0" if digits[-1 - position] == "1" else "1"
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
