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

# --- implementation 2: add up the characters of the decimal string ---
def digit_sum_of_integer(n):
    digits = str(n).lstrip("-")
    total = 0
    for ch in digits:
        total += int(ch)
    return total

# --- implementation 3: recursion with divmod, negatives flipped first ---
def digit_sum_of_integer(n):
    if n < 0:
        return digit_sum_of_integer(-n)
    if n < 10:
        return n
    rest, last = divmod(n, 10)
    return last + digit_sum_of_integer(rest)

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 9, 10, 99, 100, 10 ** 9 + 1]) if rng.random() < 0.25 else rng.randint(0, 10 ** rng.randint(1, 20))
    return (-n if rng.random() < 0.3 else n,)
