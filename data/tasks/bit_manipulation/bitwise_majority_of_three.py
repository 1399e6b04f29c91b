# domain: bit_manipulation
# function: bitwise_majority_of_three
# query: Return the bitwise majority of three non-negative integers a, b and c: each result bit is 1
#   when at least two of the three inputs have that bit set. Raise ValueError if any of them is
#   negative.

def bitwise_majority_of_three(a, b, c):
    if a < 0 or b < 0 or c < 0:
        raise ValueError("inputs must be non-negative")
    ab = a & b
    ac = a & c
    bc = b & c
    return ab | ac | bc

# --- tests ---
import pytest

assert bitwise_majority_of_three(0, 0, 0) == 0
assert bitwise_majority_of_three(1, 1, 0) == 1
assert bitwise_majority_of_three(1, 0, 1) == 1
assert bitwise_majority_of_three(0, 1, 1) == 1
assert bitwise_majority_of_three(1, 0, 0) == 0
assert bitwise_majority_of_three(0b1100, 0b1010, 0b0110) == 0b1110
with pytest.raises(ValueError):
    bitwise_majority_of_three(-1, 0, 0)
with pytest.raises(ValueError):
    bitwise_majority_of_three(0, -1, 0)
with pytest.raises(ValueError):
    bitwise_majority_of_three(0, 0, -1)

# --- implementation 2: a AND b, or c where exactly one of a and b is set ---
def bitwise_majority_of_three(a, b, c):
    if min(a, b, c) < 0:
        raise ValueError("negative input")
    both = a & b
    return both | (c & (a ^ b))

# --- implementation 3: count the votes at each bit position ---
def bitwise_majority_of_three(a, b, c):
    if any(v < 0 for v in (a, b, c)):
        raise ValueError("inputs must be non-negative")
    result = 0
    for i in range(max(a, b, c).bit_length()):
        votes = ((a >> i) & 1) + ((b >> i) & 1) + ((c >> i) & 1)
        if votes >= 2:
            result |= 1 << i
    return result

# --- implementation 4: product-of-sums form (a | b) & (b | c) & (a | c) ---
def bitwise_majority_of_three(a, b, c):
    for value in (a, b, c):
        if value < 0:
            raise ValueError("negative input")
    return (a | b) & (b | c) & (a | c)

# --- inputs ---
def random_input(rng):
    vals = [rng.choice([0, rng.randint(0, 15), rng.randint(0, 4095)]) for _ in range(3)]
    if rng.random() < 0.3:
        vals[rng.randrange(3)] = vals[rng.randrange(3)]
    if rng.random() < 0.12:
        vals[rng.randrange(3)] = rng.randint(-9, -1)
    return tuple(vals)
