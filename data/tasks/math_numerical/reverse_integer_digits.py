# domain: math_numerical
# function: reverse_integer_digits
# query: Reverse the decimal digits of an integer n, keeping its sign and dropping leading zeros of
#   the result (120 -> 21, -45 -> -54, 0 -> 0).

def reverse_integer_digits(n):
    sign = -1 if n < 0 else 1
    n = abs(n)
    reversed_value = 0
    while n > 0:
        reversed_value = reversed_value * 10 + n % 10
        n //= 10
    return sign * reversed_value

# --- tests ---
import pytest

assert reverse_integer_digits(0) == 0
assert reverse_integer_digits(5) == 5
assert reverse_integer_digits(12) == 21
assert reverse_integer_digits(120) == 21
assert reverse_integer_digits(-45) == -54
assert reverse_integer_digits(-1) == -1
assert reverse_integer_digits(1000) == 1
assert reverse_integer_digits(908070) == 70809
