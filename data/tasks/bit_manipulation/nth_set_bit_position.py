# domain: bit_manipulation
# function: nth_set_bit_position
# query: Given a non-negative integer n, return the bit position of its k-th set bit, counting set
#   bits from the least significant end starting at k = 1 (e.g. n = 0b10110 with k = 2 -> 2).
#   Return -1 if there are fewer than k set bits; raise ValueError if k < 1 or n is negative.

def nth_set_bit_position(n, k):
    if k < 1 or n < 0:
        raise ValueError("k must be >= 1 and n non-negative")
    position = 0
    while n:
        if n & 1:
            k -= 1
            if k == 0:
                return position
        n >>= 1
        position += 1
    return -1

# --- tests ---
import pytest

assert nth_set_bit_position(1, 1) == 0
assert nth_set_bit_position(0b10110, 1) == 1
assert nth_set_bit_position(0b10110, 2) == 2
assert nth_set_bit_position(0b10110, 3) == 4
assert nth_set_bit_position(0b10110, 4) == -1
assert nth_set_bit_position(0, 1) == -1
assert nth_set_bit_position(1 << 20, 1) == 20
with pytest.raises(ValueError):
    nth_set_bit_position(5, 0)
with pytest.raises(ValueError):
    nth_set_bit_position(-1, 1)

# --- implementation 2: list every set-bit position, then index it ---
def nth_set_bit_position(n, k):
    if k < 1 or n < 0:
        raise ValueError("invalid n or k")
    positions = [i for i, ch in enumerate(reversed(bin(n)[2:])) if ch == "1"]
    if k > len(positions):
        return -1
    return positions[k - 1]

# --- implementation 3: clear the lowest set bit k - 1 times, then locate the lowest one left ---
def nth_set_bit_position(n, k):
    if n < 0 or k < 1:
        raise ValueError("n must be non-negative and k at least 1")
    for _ in range(k - 1):
        n &= n - 1
    if n == 0:
        return -1
    return (n & -n).bit_length() - 1

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.05:
        return (rng.randint(-9, -1), rng.randint(1, 3))
    if r < 0.1:
        return (rng.randint(0, 99), rng.randint(-3, 0))
    n = rng.choice([0, 1, rng.randint(0, 255), rng.randint(0, 1 << 30)])
    ones = bin(n).count("1")
    k = rng.choice([1, max(ones, 1), ones + 1, rng.randint(1, ones + 2)])
    return (n, k)
