# domain: math_numerical
# function: next_prime_after
# query: Return the smallest prime number strictly greater than the given integer n (for any
#   n < 2 the answer is 2).

def next_prime_after(n):
    candidate = max(n + 1, 2)
    while True:
        is_prime = True
        divisor = 2
        while divisor * divisor <= candidate:
            if candidate % divisor == 0:
                is_prime = False
                break
            divisor += 1
        if is_prime:
            return candidate
        candidate += 1

# --- tests ---
import pytest

assert next_prime_after(-10) == 2
assert next_prime_after(1) == 2
assert next_prime_after(2) == 3
assert next_prime_after(3) == 5
assert next_prime_after(7) == 11
assert next_prime_after(13) == 17
assert next_prime_after(24) == 29
assert next_prime_after(97) == 101
