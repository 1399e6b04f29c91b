# domain: bit_manipulation
# function: russian_peasant_multiply
# query: Multiply two integers a and b using shifts and additions only (Russian peasant /
#   shift-and-add multiplication); the sign of the result follows the usual rules.

def russian_peasant_multiply(a, b):
    negative = (a < 0) != (b < 0)
    a, b = abs(a), abs(b)
    result = 0
    while b > 0:
        if b & 1:
            result += a
        a <<= 1
        b >>= 1
    return -result if negative else result

# --- tests ---
import pytest

assert russian_peasant_multiply(0, 5) == 0
assert russian_peasant_multiply(3, -1) == -3
assert russian_peasant_multiply(1, 1) == 1
assert russian_peasant_multiply(6, 7) == 42
assert russian_peasant_multiply(-3, 4) == -12
assert russian_peasant_multiply(3, -4) == -12
assert russian_peasant_multiply(-5, -5) == 25
assert russian_peasant_multiply(-1, 3) == -3
assert russian_peasant_multiply(123, 2) == 246

# --- implementation 2: recursion, doubling a and halving b ---
def russian_peasant_multiply(a, b):
    if b < 0:
        return -russian_peasant_multiply(a, -b)
    if b == 0:
        return 0
    half = russian_peasant_multiply(a << 1, b >> 1)
    return half + a if b & 1 else half

# --- implementation 3: add |a| shifted by every set bit position of |b|, then fix the sign ---
def russian_peasant_multiply(a, b):
    total = 0
    for shift, digit in enumerate(reversed(bin(abs(b))[2:])):
        if digit == "1":
            total += abs(a) << shift
    if (a < 0) ^ (b < 0):
        total = -total
    return total

# --- inputs ---
def random_input(rng):
    a = rng.choice([0, 1, -1, rng.randint(-50, 50), rng.randint(-100000, 100000)])
    b = rng.choice([0, 1, -1, rng.randint(-50, 50), rng.randint(-100000, 100000)])
    return (a, b)
