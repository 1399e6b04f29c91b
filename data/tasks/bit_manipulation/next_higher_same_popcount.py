# domain: bit_manipulation
# function: next_higher_same_popcount
# query: Return the next larger integer with the same number of 1 bits as a positive integer
#   (Gosper's hack), e.g. 0b0011 -> 0b0101 and 6 -> 9. Raise ValueError if n is not positive.

def next_higher_same_popcount(n):
    if n <= 0:
        raise ValueError("n must be positive")
    lowest = n & -n
    ripple = n + lowest
    ones = n ^ ripple
    ones = (ones >> 2) // lowest
    return ripple | ones

# --- tests ---
import pytest

assert next_higher_same_popcount(1) == 2
assert next_higher_same_popcount(2) == 4
assert next_higher_same_popcount(3) == 5
assert next_higher_same_popcount(5) == 6
assert next_higher_same_popcount(6) == 9
assert next_higher_same_popcount(7) == 11
assert next_higher_same_popcount(0b101110) == 0b110011
with pytest.raises(ValueError):
    next_higher_same_popcount(0)
assert next_higher_same_popcount(12) == 17

# --- implementation 2: count upwards until the popcount matches ---
def next_higher_same_popcount(n):
    if n <= 0:
        raise ValueError("n must be positive")
    target = bin(n).count("1")
    candidate = n + 1
    while bin(candidate).count("1") != target:
        candidate += 1
    return candidate

# --- implementation 3: turn the rightmost '01' into '10' and push the ones after it to the end ---
def next_higher_same_popcount(n):
    if n < 1:
        raise ValueError("n must be positive")
    bits = "0" + bin(n)[2:]
    i = bits.rfind("01")
    suffix = bits[i + 2:]
    ones = suffix.count("1")
    rest = "0" * (len(suffix) - ones) + "1" * ones
    return int(bits[:i] + "10" + rest, 2)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-10, 0),)
    if r < 0.4:
        ones = rng.randint(1, 6)
        return (((1 << ones) - 1) << rng.randint(0, 6),)
    return (rng.randint(1, 1 << 13),)
