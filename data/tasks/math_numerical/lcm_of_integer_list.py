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

# --- implementation 2: math.lcm over the validated list ---
import math


def lcm_of_integer_list(numbers):
    if any(x <= 0 for x in numbers):
        raise ValueError("all numbers must be positive")
    return math.lcm(*numbers)

# --- implementation 3: highest power of each prime over all factorisations ---
def lcm_of_integer_list(numbers):
    if any(x < 1 for x in numbers):
        raise ValueError("numbers must be positive integers")
    highest = {}
    for x in numbers:
        p = 2
        while x > 1:
            if p * p > x:
                p = x
            e = 0
            while x % p == 0:
                x //= p
                e += 1
            highest[p] = max(highest.get(p, 0), e)
            p += 1
    result = 1
    for p, e in highest.items():
        result *= p ** e
    return result

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 6)
    numbers = [rng.choice([1, 2, 3, 4, 6, 8, 9, 12, 25, rng.randint(1, 100)]) for _ in range(n)]
    if numbers and rng.random() < 0.15:
        numbers[rng.randrange(n)] = rng.randint(-4, 0)
    return (numbers,)
