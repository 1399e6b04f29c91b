# domain: bit_manipulation
# function: longest_run_of_one_bits
# query: Return the length of the longest run of consecutive 1 bits in the binary form of a
#   non-negative integer n (0 for 0, 0b1110111 -> 3). Raise ValueError for a negative n.

def longest_run_of_one_bits(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    best = 0
    current = 0
    while n > 0:
        if n & 1:
            current += 1
            if current > best:
                best = current
        else:
            current = 0
        n >>= 1
    return best

# --- tests ---
import pytest

assert longest_run_of_one_bits(0) == 0
assert longest_run_of_one_bits(1) == 1
assert longest_run_of_one_bits(2) == 1
assert longest_run_of_one_bits(0b1110111) == 3
assert longest_run_of_one_bits(0b1101111) == 4
assert longest_run_of_one_bits(0b10101) == 1
assert longest_run_of_one_bits(255) == 8
assert longest_run_of_one_bits(0b110011100) == 3
with pytest.raises(ValueError):
    longest_run_of_one_bits(-1)

# --- implementation 2: split the binary string on '0', take the longest piece ---
def longest_run_of_one_bits(n):
    if n < 0:
        raise ValueError("negative input")
    runs = bin(n)[2:].split("0")
    return max(len(run) for run in runs)

# --- implementation 3: AND n with itself shifted left until it vanishes; count the rounds ---
def longest_run_of_one_bits(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    length = 0
    while n:
        n &= n << 1
        length += 1
    return length

# --- implementation 4: itertools.groupby over the binary digits ---
from itertools import groupby


def longest_run_of_one_bits(n):
    if n < 0:
        raise ValueError("negative n")
    runs = [len(list(group)) for digit, group in groupby(bin(n)[2:]) if digit == "1"]
    return max(runs, default=0)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-40, -1),)
    if r < 0.5:
        text = "".join(rng.choice(["1", "11", "111", "1111", "0", "00"]) for _ in range(rng.randint(1, 8)))
        return (int(text, 2),)
    return (rng.randint(0, 1 << rng.randint(1, 30)),)
