# domain: math_numerical
# function: is_prime_trial_division
# query: Decide whether an integer n is prime. Numbers below 2 (including 0, 1 and negatives) are
#   not prime.

def is_prime_trial_division(n):
    if n < 2:
        return False
    if n < 4:
        return True
    if n % 2 == 0:
        return False
    divisor = 3
    while divisor * divisor <= n:
        if n % divisor == 0:
            return False
        divisor += 2
    return True

# --- tests ---
import pytest

assert is_prime_trial_division(1) is False
assert is_prime_trial_division(2) is True
assert is_prime_trial_division(3) is True
assert is_prime_trial_division(4) is False
assert is_prime_trial_division(9) is False
assert is_prime_trial_division(25) is False
assert is_prime_trial_division(97) is True
assert is_prime_trial_division(-7) is False
assert is_prime_trial_division(7919) is True
assert is_prime_trial_division(15) is False

# --- implementation 2: 6k +/- 1 wheel after ruling out 2 and 3 ---
def is_prime_trial_division(n):
    if n <= 3:
        return n >= 2
    if n % 2 == 0 or n % 3 == 0:
        return False
    k = 5
    while k * k <= n:
        if n % k == 0 or n % (k + 2) == 0:
            return False
        k += 6
    return True

# --- implementation 3: no divisor among 2..isqrt(n) ---
import math


def is_prime_trial_division(n):
    if n < 2:
        return False
    return all(n % d != 0 for d in range(2, math.isqrt(n) + 1))

# --- implementation 4: Miller-Rabin with the first twelve prime bases (deterministic below 3.3e24) ---
def is_prime_trial_division(n):
    if n < 2:
        return False
    bases = (2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37)
    for p in bases:
        if n % p == 0:
            return n == p
    d, s = n - 1, 0
    while d % 2 == 0:
        d, s = d // 2, s + 1
    for a in bases:
        x = pow(a, d, n)
        if x in (1, n - 1):
            continue
        for _ in range(s - 1):
            x = x * x % n
            if x == n - 1:
                break
        else:
            return False
    return True

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.15:
        return (rng.randint(-10, 1),)
    if r < 0.4:
        return (rng.choice([2, 3, 4, 5, 9, 25, 49, 97, 121, 169, 7919, 7921, 289, 323]),)
    return (rng.randint(2, 20000),)
