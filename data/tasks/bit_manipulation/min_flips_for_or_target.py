# domain: bit_manipulation
# function: min_flips_for_or_target
# query: Return the minimum number of single-bit flips in non-negative integers a and b so that
#   a | b == c. A 0 target bit needs every set input bit cleared; a 1 target bit needs one flip if
#   both inputs are 0. Raise ValueError for negative inputs.

def min_flips_for_or_target(a, b, c):
    if a < 0 or b < 0 or c < 0:
        raise ValueError("inputs must be non-negative")
    flips = 0
    while a or b or c:
        bit_a, bit_b, bit_c = a & 1, b & 1, c & 1
        if bit_c == 0:
            flips += bit_a + bit_b
        elif bit_a == 0 and bit_b == 0:
            flips += 1
        a, b, c = a >> 1, b >> 1, c >> 1
    return flips

# --- tests ---
import pytest

assert min_flips_for_or_target(0, 0, 0) == 0
assert min_flips_for_or_target(2, 6, 5) == 3
assert min_flips_for_or_target(4, 2, 7) == 1
assert min_flips_for_or_target(1, 2, 3) == 0
assert min_flips_for_or_target(1, 1, 0) == 2
assert min_flips_for_or_target(0, 0, 8) == 1
assert min_flips_for_or_target(1, 0, 1) == 0
assert min_flips_for_or_target(0, 1, 0) == 1
with pytest.raises(ValueError):
    min_flips_for_or_target(-1, 0, 0)
with pytest.raises(ValueError):
    min_flips_for_or_target(0, 0, -1)

# --- implementation 2: popcounts of the bits to clear in a and b and the bits missing from c ---
def min_flips_for_or_target(a, b, c):
    if min(a, b, c) < 0:
        raise ValueError("negative input")
    clear_a = bin(a & ~c).count("1")
    clear_b = bin(b & ~c).count("1")
    set_one = bin(c & ~(a | b)).count("1")
    return clear_a + clear_b + set_one

# --- implementation 3: walk the zero-padded binary strings of a, b and c together ---
def min_flips_for_or_target(a, b, c):
    if a < 0 or b < 0 or c < 0:
        raise ValueError("inputs must be non-negative")
    width = max(a, b, c).bit_length()
    total = 0
    for x, y, z in zip(*(format(v, "0%db" % width) for v in (a, b, c))):
        if z == "1":
            total += x == y == "0"
        else:
            total += (x == "1") + (y == "1")
    return total

# --- inputs ---
def random_input(rng):
    vals = [rng.choice([0, rng.randint(0, 15), rng.randint(0, 1023)]) for _ in range(3)]
    if rng.random() < 0.2:
        vals[2] = vals[0] | vals[1]
    if rng.random() < 0.12:
        vals[rng.randrange(3)] = rng.randint(-9, -1)
    return tuple(vals)
