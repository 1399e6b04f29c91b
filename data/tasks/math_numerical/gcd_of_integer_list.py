# domain: math_numerical
# function: gcd_of_integer_list
# query: Compute the greatest common divisor of all integers in the list numbers; signs are ignored,
#   the gcd of all zeros is 0. Raise ValueError for an empty list.

def gcd_of_integer_list(numbers):
    if len(numbers) == 0:
        raise ValueError("numbers must not be empty")
    result = 0
    for number in numbers:
        a, b = result, abs(number)
        while b != 0:
            a, b = b, a % b
        result = a
    return result

# --- tests ---
import pytest

assert gcd_of_integer_list([12]) == 12
assert gcd_of_integer_list([-12]) == 12
assert gcd_of_integer_list([12, 18]) == 6
assert gcd_of_integer_list([12, 18, 8]) == 2
assert gcd_of_integer_list([0, 0]) == 0
assert gcd_of_integer_list([0, 7]) == 7
assert gcd_of_integer_list([17, 5]) == 1
assert gcd_of_integer_list([100, -75, 50]) == 25
with pytest.raises(ValueError):
    gcd_of_integer_list([])
