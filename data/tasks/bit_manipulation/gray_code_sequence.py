# domain: bit_manipulation
# function: gray_code_sequence
# query: Generate the n-bit reflected Gray code sequence as a list of 2**n integers starting at 0,
#   where consecutive entries differ in exactly one bit (n = 0 gives [0]). Raise ValueError for
#   negative n.

def gray_code_sequence(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    sequence = [0]
    for bit in range(n):
        high = 1 << bit
        for value in reversed(sequence[:]):
            sequence.append(value | high)
    return sequence

# --- tests ---
import pytest

assert gray_code_sequence(0) == [0]
assert gray_code_sequence(1) == [0, 1]
assert gray_code_sequence(2) == [0, 1, 3, 2]
assert gray_code_sequence(3) == [0, 1, 3, 2, 6, 7, 5, 4]
assert len(gray_code_sequence(5)) == 32
assert gray_code_sequence(4)[-1] == 8
assert sorted(gray_code_sequence(4)) == list(range(16))
with pytest.raises(ValueError):
    gray_code_sequence(-1)

# --- implementation 2: i ^ (i >> 1) for every i below 2**n ---
def gray_code_sequence(n):
    if n < 0:
        raise ValueError("negative n")
    size = 1 << n
    return [i ^ (i >> 1) for i in range(size)]

# --- implementation 3: recursion, the (n-1)-bit list followed by its mirror with the top bit added ---
def gray_code_sequence(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    if n == 0:
        return [0]
    previous = gray_code_sequence(n - 1)
    return previous + [(1 << (n - 1)) + v for v in reversed(previous)]

# --- implementation 4: reflect lists of binary strings, prefixing '0' and '1' ---
def gray_code_sequence(n):
    if n < 0:
        raise ValueError("negative n")
    codes = [""]
    for _ in range(n):
        codes = ["0" + c for c in codes] + ["1" + c for c in reversed(codes)]
    return [int(c, 2) if c else 0 for c in codes]

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.1:
        return (rng.randint(-5, -1),)
    return (rng.randint(0, 10),)
