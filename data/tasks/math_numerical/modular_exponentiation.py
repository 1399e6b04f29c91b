# domain: math_numerical
# function: modular_exponentiation
# query: Compute (base ** exponent) % modulus by square-and-multiply without building the huge
#   power. Any value mod 1 is 0. Raise ValueError for a negative exponent or a modulus below 1.

def modular_exponentiation(base, exponent, modulus):
    if exponent < 0 or modulus < 1:
        raise ValueError("invalid exponent or modulus")
    result = 1 % modulus
    base %= modulus
    while exponent > 0:
        if exponent & 1:
            result = result * base % modulus
        base = base * base % modulus
        exponent >>= 1
    return result

# --- tests ---
import pytest

assert modular_exponentiation(2, 10, 1000) == 24
assert modular_exponentiation(3, 0, 7) == 1
assert modular_exponentiation(3, 0, 1) == 0
assert modular_exponentiation(5, 1, 7) == 5
assert modular_exponentiation(-2, 3, 5) == 2
assert modular_exponentiation(7, 13, 11) == 2
assert modular_exponentiation(10, 9, 6) == 4
with pytest.raises(ValueError):
    modular_exponentiation(2, -1, 5)
with pytest.raises(ValueError):
    modular_exponentiation(2, 3, 0)

# --- implementation 2: built-in three-argument pow after validation ---
def modular_exponentiation(base, exponent, modulus):
    if exponent < 0:
        raise ValueError("negative exponent")
    if modulus < 1:
        raise ValueError("modulus must be at least 1")
    return pow(base, exponent, modulus)

# --- implementation 3: recursion on exponent // 2, squaring the half power ---
def modular_exponentiation(base, exponent, modulus):
    if exponent < 0 or modulus <= 0:
        raise ValueError("bad exponent or modulus")
    if exponent == 0:
        return 1 % modulus
    half = modular_exponentiation(base, exponent // 2, modulus)
    result = half * half % modulus
    if exponent % 2:
        result = result * base % modulus
    return result

# --- implementation 4: left-to-right binary exponentiation over the bits of the exponent ---
def modular_exponentiation(base, exponent, modulus):
    if exponent < 0:
        raise ValueError("exponent must be >= 0")
    if modulus < 1:
        raise ValueError("modulus must be >= 1")
    result = 1 % modulus
    for bit in bin(exponent)[2:]:
        result = result * result % modulus
        if bit == "1":
            result = result * base % modulus
    return result

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return (rng.randint(-5, 5), rng.randint(-3, -1), 7) if rng.random() < 0.5 else (2, 3, rng.randint(-2, 0))
    modulus = rng.choice([1, 2, 5, 6, 7, 11, 1000, 10 ** 9 + 7, rng.randint(1, 100)])
    exponent = rng.choice([0, 1, 2]) if rng.random() < 0.3 else rng.randint(0, 10 ** rng.randint(1, 12))
    return (rng.randint(-50, 10 ** rng.randint(1, 6)), exponent, modulus)
