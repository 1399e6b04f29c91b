# domain: bit_manipulation
# function: previous_power_of_two
# query: Return the largest power of two that is less than or equal to a positive integer n
#   (e.g. 20 -> 16, 16 -> 16, 1 -> 1). Raise ValueError if n is zero or negative.

def previous_power_of_two(n):
    if n <= 0:
        raise ValueError("n must be positive")
    power = 1
    while power * 2 <= n:
        power <<= 1
    return power

# --- tests ---
import pytest

assert previous_power_of_two(1) == 1
assert previous_power_of_two(2) == 2
assert previous_power_of_two(3) == 2
assert previous_power_of_two(16) == 16
assert previous_power_of_two(20) == 16
assert previous_power_of_two(31) == 16
assert previous_power_of_two(1 << 45) == 1 << 45
with pytest.raises(ValueError):
    previous_power_of_two(0)
with pytest.raises(ValueError):
    previous_power_of_two(-1)

# --- implementation 2: 1 shifted by bit_length - 1 ---
def previous_power_of_two(n):
    if n < 1:
        raise ValueError("n must be positive")
    exponent = n.bit_length() - 1
    return 1 << exponent

# --- implementation 3: clear the lowest set bit until only the top one is left ---
def previous_power_of_two(n):
    if n <= 0:
        raise ValueError("n must be greater than zero")
    while n & (n - 1):
        n &= n - 1
    return n

# --- implementation 4: smear the top bit downwards, then keep only the top bit ---
def previous_power_of_two(n):
    if n < 1:
        raise ValueError("n must be positive")
    v = n
    shift = 1
    while shift <= v.bit_length():
        v |= v >> shift
        shift <<= 1
    return (v >> 1) + 1

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return (rng.randint(-20, 0),)
    if r < 0.5:
        k = rng.randint(0, 60)
        return (max(1, (1 << k) + rng.choice([0, 0, -1, 1])),)
    return (rng.randint(1, 100000),)
