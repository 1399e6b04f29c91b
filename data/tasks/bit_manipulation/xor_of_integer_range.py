# domain: bit_manipulation
# function: xor_of_integer_range
# query: Compute the XOR of all integers from low to high inclusive (non-negative bounds) without
#   looping over the range. Return 0 when low > high; raise ValueError when low is negative.

def xor_of_integer_range(low, high):
    if low < 0:
        raise ValueError("bounds must be non-negative")
    if low > high:
        return 0

    def prefix(n):
        return [n, 1, n + 1, 0][n % 4]

    if low == 0:
        return prefix(high)
    return prefix(high) ^ prefix(low - 1)

# --- tests ---
import pytest

assert xor_of_integer_range(0, 0) == 0
assert xor_of_integer_range(0, 3) == 0
assert xor_of_integer_range(3, 3) == 3
assert xor_of_integer_range(3, 5) == 2
assert xor_of_integer_range(1, 4) == 4
assert xor_of_integer_range(5, 4) == 0
assert xor_of_integer_range(2, 10) == 10
assert xor_of_integer_range(0, 6) == 7
with pytest.raises(ValueError):
    xor_of_integer_range(-1, 3)

# --- implementation 2: per bit, the parity of how many numbers in the range have it set ---
def xor_of_integer_range(low, high):
    if low < 0:
        raise ValueError("low must be non-negative")
    if high < low:
        return 0

    def ones_below(n, bit):
        cycle = 1 << (bit + 1)
        return (n // cycle) * (cycle >> 1) + max(0, n % cycle - (cycle >> 1))

    result = 0
    for bit in range(high.bit_length()):
        if (ones_below(high + 1, bit) - ones_below(low, bit)) % 2:
            result |= 1 << bit
    return result

# --- implementation 3: peel an odd low end, pairs (2k, 2k+1) each XOR to 1, add an unpaired top ---
def xor_of_integer_range(low, high):
    if low < 0:
        raise ValueError("bounds must be non-negative")
    result = 0
    if low <= high and low % 2 == 1:
        result = low
        low += 1
    if low > high:
        return result
    count = high - low + 1
    result ^= (count // 2) % 2
    if count % 2:
        result ^= high
    return result

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-10, -1), rng.randint(0, 10))
    low = rng.choice([0, 1, 2, 3, rng.randint(0, 100), rng.randint(0, 100000)])
    high = low + rng.choice([-3, -1, 0, 1, 2, 3, rng.randint(0, 50), rng.randint(0, 100000)])
    return (low, high)
