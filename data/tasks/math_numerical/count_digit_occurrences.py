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
