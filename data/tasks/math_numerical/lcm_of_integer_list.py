# domain: math_numerical
# function: lcm_of_integer_list
# query: Return the least common multiple of numbers, a list of positive integers (the lcm of an
#   empty list is 1). Raise ValueError if any number is zero or negative.

import math

def lcm_of_integer_list(numbers):
    result = 1
    for number in numbers:
        if number <= 0:
            raise ValueError("numbers must be positive")
        result = result * number // math.gcd(result, number)
    return result

# --- tests ---
import pytest

assert lcm_of_integer_list([]) == 1
assert lcm_of_integer_list([1]) == 1
assert lcm_of_integer_list([7]) == 7
assert lcm_of_integer_list([4, 6]) == 12
assert lcm_of_integer_list([2, 3, 4]) == 12
assert lcm_of_integer_list([5, 7, 3]) == 105
assert lcm_of_integer_list([6, 6, 6]) == 6
with pytest.raises(ValueError):
    lcm_of_integer_list([3, 0])
with pytest.raises(ValueError):
    lcm_of_integer_list([-2, 4])
