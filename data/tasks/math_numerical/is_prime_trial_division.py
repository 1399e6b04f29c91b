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
