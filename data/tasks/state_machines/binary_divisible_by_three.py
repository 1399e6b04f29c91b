# domain: state_machines
# function: binary_divisible_by_three
# query: Decide whether bits, a binary string (most significant bit first), represents a number
#   divisible by 3, reading it bit by bit rather than converting it to int. The empty string
#   counts as 0 (divisible). Raise ValueError on characters other than "0" and "1".

def binary_divisible_by_three(bits):
    state = 0
    for ch in bits:
        if ch not in "01":
            raise ValueError("not a binary digit")
        state = (state * 2 + int(ch)) % 3
    return state == 0

# --- tests ---
import pytest

assert binary_divisible_by_three("") is True
assert binary_divisible_by_three("0") is True
assert binary_divisible_by_three("1") is False
assert binary_divisible_by_three("11") is True
assert binary_divisible_by_three("110") is True
assert binary_divisible_by_three("111") is False
assert binary_divisible_by_three("1001") is True
assert binary_divisible_by_three("101") is False
assert binary_divisible_by_three("10000") is False
with pytest.raises(ValueError):
    binary_divisible_by_three("102")

# --- implementation 2: explicit transition table over the three remainders ---
def binary_divisible_by_three(bits):
    step = {(0, "0"): 0, (0, "1"): 1, (1, "0"): 2, (1, "1"): 0, (2, "0"): 1, (2, "1"): 2}
    remainder = 0
    for b in bits:
        if (remainder, b) not in step:
            raise ValueError("invalid bit %r" % b)
        remainder = step[(remainder, b)]
    return remainder == 0

# --- implementation 3: alternating sum of the bits from the right, since 2 is -1 modulo 3 ---
def binary_divisible_by_three(bits):
    total = 0
    for position, b in enumerate(reversed(bits)):
        if b not in ("0", "1"):
            raise ValueError(b)
        if b == "1":
            total += 1 if position % 2 == 0 else -1
    return total % 3 == 0

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.6:
        s = bin(rng.choice([0, 3, 6, 9, 27, 1, 2, 5]) * rng.randint(0, 40))[2:]
        if rng.random() < 0.3:
            s = "0" * rng.randint(1, 2) + s
    else:
        s = "".join(rng.choice("01") for _ in range(rng.randint(0, 10)))
    if rng.random() < 0.1:
        s += rng.choice("2a ")
    return (s,)
