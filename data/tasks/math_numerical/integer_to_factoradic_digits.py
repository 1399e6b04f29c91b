# domain: math_numerical
# function: integer_to_factoradic_digits
# query: Convert a non-negative integer n to the factorial number system (factoradic) and return its
#   digits most significant first, where the last digit is the 0! place and always 0; 0 gives
#   [0] and 463 gives [3, 4, 1, 0, 1, 0]. Raise ValueError for a negative n.

def integer_to_factoradic_digits(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    digits = [0]
    radix = 2
    while n > 0:
        digits.append(n % radix)
        n //= radix
        radix += 1
    digits.reverse()
    return digits

# --- tests ---
import pytest

assert integer_to_factoradic_digits(0) == [0]
assert integer_to_factoradic_digits(1) == [1, 0]
assert integer_to_factoradic_digits(2) == [1, 0, 0]
assert integer_to_factoradic_digits(5) == [2, 1, 0]
assert integer_to_factoradic_digits(23) == [3, 2, 1, 0]
assert integer_to_factoradic_digits(24) == [1, 0, 0, 0, 0]
assert integer_to_factoradic_digits(463) == [3, 4, 1, 0, 1, 0]
assert integer_to_factoradic_digits(719) == [5, 4, 3, 2, 1, 0]
with pytest.raises(ValueError):
    integer_to_factoradic_digits(-1)

# --- implementation 2: divide by descending factorials from the largest one not above n ---
from math import factorial


def integer_to_factoradic_digits(n):
    if n < 0:
        raise ValueError("negative n")
    places = 1
    while factorial(places) <= n:
        places += 1
    digits = []
    for place in range(places - 1, -1, -1):
        d, n = divmod(n, factorial(place))
        digits.append(d)
    return digits

# --- implementation 3: recursive conversion with a growing radix, then the fixed 0! digit ---
def integer_to_factoradic_digits(n):
    if n < 0:
        raise ValueError("n must be >= 0")

    def convert(value, radix):
        if value == 0:
            return []
        q, r = divmod(value, radix)
        return convert(q, radix + 1) + [r]

    return convert(n, 2) + [0]

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-10, -1),)
    if r < 0.4:
        f = 1
        for k in range(2, rng.randint(2, 10)):
            f *= k
        return (f + rng.choice([-1, 0, 1]),)
    return (rng.randint(0, 10 ** rng.randint(1, 8)),)
