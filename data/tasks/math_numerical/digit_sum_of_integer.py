# domain: math_numerical
# function: digit_sum_of_integer
# query: Return the sum of the decimal digits of an integer n; the sign of negative numbers is
#   ignored, so -123 gives 6 and 0 gives 0.

def digit_sum_of_integer(n):
    n = abs(n)
    total = 0
    while n > 0:
        total += n % 10
        n //= 10
    return total

# --- tests ---
import pytest

assert digit_sum_of_integer(0) == 0
assert digit_sum_of_integer(7) == 7
assert digit_sum_of_integer(10) == 1
assert digit_sum_of_integer(123) == 6
assert digit_sum_of_integer(-123) == 6
assert digit_sum_of_integer(9999) == 36
assert digit_sum_of_integer(1000000001) == 2
assert digit_sum_of_integer(908) == 17
