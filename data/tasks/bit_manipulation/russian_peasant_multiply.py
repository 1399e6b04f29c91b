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
