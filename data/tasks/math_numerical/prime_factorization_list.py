# domain: math_numerical
# function: prime_factorization_list
# query: Return the prime factors of an integer n >= 2 in non-decreasing order, with repetition
#   (e.g. 12 -> [2, 2, 3]). Raise ValueError for n < 2.

def prime_factorization_list(n):
    if n < 2:
        raise ValueError("n must be at least 2")
    factors = []
    divisor = 2
    while divisor * divisor <= n:
        while n % divisor == 0:
            factors.append(divisor)
            n //= divisor
        divisor += 1
    if n > 1:
        factors.append(n)
    return factors

# --- tests ---
import pytest

assert prime_factorization_list(2) == [2]
assert prime_factorization_list(4) == [2, 2]
assert prime_factorization_list(12) == [2, 2, 3]
assert prime_factorization_list(97) == [97]
assert prime_factorization_list(360) == [2, 2, 2, 3, 3, 5]
assert prime_factorization_list(49) == [7, 7]
assert prime_factorization_list(30) == [2, 3, 5]
with pytest.raises(ValueError):
    prime_factorization_list(1)
assert prime_factorization_list(9) == [3, 3]

# --- implementation 2: recursion - smallest divisor first, then the factors of the cofactor ---
def prime_factorization_list(n):
    if n < 2:
        raise ValueError("n must be >= 2")
    for d in range(2, int(n ** 0.5) + 1):
        if n % d == 0:
            return [d] + prime_factorization_list(n // d)
    return [n]

# --- implementation 3: divide out 2, then odd candidates only ---
def prime_factorization_list(n):
    if n <= 1:
        raise ValueError("expected n >= 2")
    factors = []
    while n % 2 == 0:
        factors.append(2)
        n //= 2
    f = 3
    while f * f <= n:
        if n % f:
            f += 2
        else:
            factors.append(f)
            n //= f
    if n > 1:
        factors.append(n)
    return factors

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-5, 1),)
    if r < 0.4:
        p = rng.choice([2, 3, 5, 7, 11, 97, 101])
        return (p ** rng.randint(1, 4) * rng.choice([1, 2, 3, 5, 49]),)
    return (rng.randint(2, 10 ** rng.randint(1, 6)),)
