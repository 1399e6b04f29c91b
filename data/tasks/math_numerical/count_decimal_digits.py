# domain: math_numerical
# function: count_decimal_digits
# query: Return how many decimal digits an integer n has, ignoring the sign (0 has one digit, -120
#   has three).

def count_decimal_digits(n):
    n = abs(n)
    if n < 10:
        return 1
    count = 0
    while n > 0:
        n //= 10
        count += 1
    return count

# --- tests ---
import pytest

assert count_decimal_digits(0) == 1
assert count_decimal_digits(9) == 1
assert count_decimal_digits(10) == 2
assert count_decimal_digits(99) == 2
assert count_decimal_digits(100) == 3
assert count_decimal_digits(-120) == 3
assert count_decimal_digits(-5) == 1
assert count_decimal_digits(10 ** 18) == 19

# --- implementation 2: length of the decimal string without a minus sign ---
def count_decimal_digits(n):
    text = str(n)
    if text.startswith("-"):
        text = text[1:]
    return len(text)

# --- implementation 3: smallest power of ten exceeding the magnitude ---
def count_decimal_digits(n):
    n = abs(n)
    digits = 1
    while 10 ** digits <= n:
        digits += 1
    return digits

# --- inputs ---
def random_input(rng):
    k = rng.randint(0, 25)
    base = 10 ** k
    n = rng.choice([base, base - 1, base + 1, 0]) if rng.random() < 0.5 else rng.randint(0, base)
    return (-n if rng.random() < 0.3 else n,)
