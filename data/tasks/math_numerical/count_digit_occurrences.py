# domain: math_numerical
# function: count_digit_occurrences
# query: Given an integer n, count how many times a given decimal digit (0-9) appears in it,
#   ignoring the sign (the number 0 contains the digit 0 once). Raise ValueError if digit is
#   not in 0..9.

def count_digit_occurrences(n, digit):
    if digit < 0 or digit > 9:
        raise ValueError("digit must be in 0..9")
    n = abs(n)
    if n == 0:
        return 1 if digit == 0 else 0
    count = 0
    while n > 0:
        if n % 10 == digit:
            count += 1
        n //= 10
    return count

# --- tests ---
import pytest

assert count_digit_occurrences(0, 0) == 1
assert count_digit_occurrences(0, 5) == 0
assert count_digit_occurrences(1001, 0) == 2
assert count_digit_occurrences(1001, 1) == 2
assert count_digit_occurrences(-777, 7) == 3
assert count_digit_occurrences(12345, 9) == 0
assert count_digit_occurrences(90909, 9) == 3
with pytest.raises(ValueError):
    count_digit_occurrences(5, 10)
with pytest.raises(ValueError):
    count_digit_occurrences(5, -1)

# --- implementation 2: count the digit character in the decimal string ---
def count_digit_occurrences(n, digit):
    if digit not in range(10):
        raise ValueError("digit out of range")
    text = str(abs(n))
    return text.count(str(digit))

# --- implementation 3: recursion peeling off the last digit with divmod ---
def count_digit_occurrences(n, digit):
    if not 0 <= digit <= 9:
        raise ValueError("digit must be a single decimal digit")
    rest, last = divmod(abs(n), 10)
    hit = 1 if last == digit else 0
    if rest == 0:
        return hit
    return hit + count_digit_occurrences(rest, digit)

# --- inputs ---
def random_input(rng):
    digit = rng.randint(0, 9) if rng.random() < 0.9 else rng.choice([-1, 10, 11, -5])
    if rng.random() < 0.15:
        return (0, digit)
    length = rng.randint(1, 12)
    pool = [digit, digit, 0, rng.randint(0, 9)] if 0 <= digit <= 9 else list(range(10))
    text = str(rng.randint(1, 9)) + "".join(str(rng.choice(pool) % 10) for _ in range(length - 1))
    n = int(text)
    return (-n if rng.random() < 0.3 else n, digit)
