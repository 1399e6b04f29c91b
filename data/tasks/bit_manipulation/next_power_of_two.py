# domain: bit_manipulation
# function: next_power_of_two
# query: Return the smallest power of two that is greater than or equal to a positive integer n
#   (so a power of two maps to itself). Raise ValueError when n is zero or negative.

def next_power_of_two(n):
    if n <= 0:
        raise ValueError("n must be positive")
    power = 1
    while power < n:
        power <<= 1
    return power

# --- tests ---
import pytest

assert next_power_of_two(1) == 1
assert next_power_of_two(2) == 2
assert next_power_of_two(3) == 4
assert next_power_of_two(5) == 8
assert next_power_of_two(16) == 16
assert next_power_of_two(17) == 32
assert next_power_of_two(1000) == 1024
with pytest.raises(ValueError):
    next_power_of_two(0)
with pytest.raises(ValueError):
    next_power_of_two(-4)

# --- implementation 2: 1 shifted by the bit length of n - 1 ---
def next_power_of_two(n):
    if n < 1:
        raise ValueError("n must be positive")
    exponent = (n - 1).bit_length()
    return 1 << exponent

# --- implementation 3: smear the top bit of n - 1 downwards, then add one ---
def next_power_of_two(n):
    if n <= 0:
        raise ValueError("n must be greater than zero")
    v = n - 1
    shift = 1
    while shift <= v.bit_length():
        v |= v >> shift
        shift *= 2
    return v + 1

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return (rng.randint(-20, 0),)
    if r < 0.22:
        return (rng.choice([1, 2, 3, 4]),)
    if r < 0.5:
        k = rng.randint(0, 60)
        return (max(1, (1 << k) + rng.choice([0, 0, -1, 1])),)
    return (rng.randint(1, 100000),)
