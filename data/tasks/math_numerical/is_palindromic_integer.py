# domain: math_numerical
# function: is_palindromic_integer
# query: Check whether an integer n reads the same forwards and backwards in base 10. Negative
#   numbers are never palindromes; single digits always are.

def is_palindromic_integer(n):
    if n < 0:
        return False
    original = n
    reversed_value = 0
    while n > 0:
        reversed_value = reversed_value * 10 + n % 10
        n //= 10
    return original == reversed_value

# --- tests ---
import pytest

assert is_palindromic_integer(0) is True
assert is_palindromic_integer(7) is True
assert is_palindromic_integer(11) is True
assert is_palindromic_integer(10) is False
assert is_palindromic_integer(121) is True
assert is_palindromic_integer(-121) is False
assert is_palindromic_integer(1231) is False
assert is_palindromic_integer(12344321) is True
assert is_palindromic_integer(-1) is False
