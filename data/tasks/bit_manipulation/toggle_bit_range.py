# domain: bit_manipulation
# function: toggle_bit_range
# query: Invert every bit of n between positions low and high inclusive (bit 0 is least
#   significant) and return the result. Raise ValueError if low is negative or low > high.

def toggle_bit_range(n, low, high):
    if low < 0 or low > high:
        raise ValueError("invalid bit range")
    mask = 0
    for position in range(low, high + 1):
        mask |= 1 << position
    return n ^ mask

# --- tests ---
import pytest

assert toggle_bit_range(0, 0, 0) == 1
assert toggle_bit_range(0b1010, 0, 3) == 0b0101
assert toggle_bit_range(0b11111, 1, 3) == 0b10001
assert toggle_bit_range(0, 2, 4) == 0b11100
assert toggle_bit_range(1, 1, 1) == 3
assert toggle_bit_range(8, 3, 3) == 0
with pytest.raises(ValueError):
    toggle_bit_range(7, 2, 1)
with pytest.raises(ValueError):
    toggle_bit_range(7, -1, 1)
assert toggle_bit_range(5, 0, 2) == 2

# --- implementation 2: XOR with a span mask built as a difference of powers of two ---
def toggle_bit_range(n, low, high):
    if low < 0 or high < low:
        raise ValueError("bad range")
    span = (1 << (high + 1)) - (1 << low)
    return n ^ span

# --- implementation 3: replace the field by its complement through arithmetic on the field value ---
def toggle_bit_range(n, low, high):
    if not 0 <= low <= high:
        raise ValueError("invalid bit range")
    full = (1 << (high - low + 1)) - 1
    middle = (n >> low) & full
    return n + ((full - 2 * middle) << low)

# --- implementation 4: the mask spelled as a binary string, then XOR ---
def toggle_bit_range(n, low, high):
    if low < 0 or high < low:
        raise ValueError("require 0 <= low <= high")
    mask = int("1" * (high - low + 1) + "0" * low, 2)
    return n ^ mask

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.06:
        return (rng.randint(0, 255), rng.randint(-4, -1), rng.randint(0, 5))
    if r < 0.12:
        low = rng.randint(1, 8)
        return (rng.randint(0, 255), low, low - rng.randint(1, 3))
    n = rng.choice([0, 1, 255, rng.randint(0, 4095), rng.randint(-300, -1)])
    low = rng.randint(0, 12)
    return (n, low, low + rng.choice([0, 0, 1, rng.randint(0, 10)]))
