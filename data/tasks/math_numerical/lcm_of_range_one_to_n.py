# domain: math_numerical
# function: lcm_of_range_one_to_n
# query: Return the least common multiple of all integers from 1 to n, i.e. the smallest number
#   divisible by each of them (n = 0 or 1 gives 1, n = 10 gives 2520). Raise ValueError for
#   negative n.

import math

def lcm_of_range_one_to_n(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    result = 1
    for k in range(2, n + 1):
        result = result * k // math.gcd(result, k)
    return result

# --- tests ---
import pytest

assert lcm_of_range_one_to_n(0) == 1
assert lcm_of_range_one_to_n(1) == 1
assert lcm_of_range_one_to_n(2) == 2
assert lcm_of_range_one_to_n(3) == 6
assert lcm_of_range_one_to_n(4) == 12
assert lcm_of_range_one_to_n(10) == 2520
assert lcm_of_range_one_to_n(20) == 232792560
with pytest.raises(ValueError):
    lcm_of_range_one_to_n(-1)

# --- implementation 2: product of the highest prime power not above n, for every prime ---
def lcm_of_range_one_to_n(n):
    if n < 0:
        raise ValueError("n cannot be negative")
    result = 1
    for p in range(2, n + 1):
        if all(p % d for d in range(2, int(p ** 0.5) + 1)):
            power = p
            while power * p <= n:
                power *= p
            result *= power
    return result

# --- implementation 3: functools.reduce with math.lcm ---
from functools import reduce
from math import lcm


def lcm_of_range_one_to_n(n):
    if n < 0:
        raise ValueError("negative n")
    return reduce(lcm, range(1, n + 1), 1)

# --- inputs ---
def random_input(rng):
    return (rng.choice([0, 1, 2, 3, 4, -1]) if rng.random() < 0.3 else rng.randint(-3, 60),)
