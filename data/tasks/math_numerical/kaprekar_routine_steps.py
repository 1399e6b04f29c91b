# domain: math_numerical
# function: kaprekar_routine_steps
# query: Count how many iterations of Kaprekar's routine (treat n as four digits with leading
#   zeros, subtract the ascending-digit number from the descending-digit number) it takes to
#   reach 6174; 6174 itself needs 0. Raise ValueError if n is outside 0..9999 or all four digits
#   are the same.

def kaprekar_routine_steps(n):
    if n < 0 or n > 9999:
        raise ValueError("n must have at most four digits")
    if len(set(f"{n:04d}")) == 1:
        raise ValueError("n needs at least two distinct digits")
    steps = 0
    while n != 6174:
        digits = sorted(f"{n:04d}")
        ascending = int("".join(digits))
        descending = int("".join(reversed(digits)))
        n = descending - ascending
        steps += 1
    return steps

# --- tests ---
import pytest

assert kaprekar_routine_steps(6174) == 0
assert kaprekar_routine_steps(3524) == 3
assert kaprekar_routine_steps(1000) == 5
assert kaprekar_routine_steps(26) == 1
assert kaprekar_routine_steps(14) == 7
assert kaprekar_routine_steps(9998) == 5
with pytest.raises(ValueError):
    kaprekar_routine_steps(7777)
with pytest.raises(ValueError):
    kaprekar_routine_steps(0)
with pytest.raises(ValueError):
    kaprekar_routine_steps(12345)
with pytest.raises(ValueError):
    kaprekar_routine_steps(-12)

# --- implementation 2: arithmetic digit extraction, numbers rebuilt from sorted digits ---
def kaprekar_routine_steps(n):
    if not 0 <= n <= 9999:
        raise ValueError("n must be between 0 and 9999")
    if len({n // 10 ** i % 10 for i in range(4)}) == 1:
        raise ValueError("all four digits are equal")
    steps = 0
    while n != 6174:
        digits = sorted(n // 10 ** i % 10 for i in range(4))
        small = big = 0
        for i in range(4):
            small = small * 10 + digits[i]
            big = big * 10 + digits[3 - i]
        n = big - small
        steps += 1
    return steps

# --- implementation 3: recursion; a repdigit is a multiple of 1111 ---
def kaprekar_routine_steps(n):
    if n < 0 or n > 9999 or n % 1111 == 0:
        raise ValueError("need a number in 0..9999 with two distinct digits")
    if n == 6174:
        return 0
    ascending = "".join(sorted(str(n).zfill(4)))
    return 1 + kaprekar_routine_steps(int(ascending[::-1]) - int(ascending))

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return (rng.choice([0, 1111, 7777, 9999, -12, 10000, 12345, -1]),)
    if r < 0.3:
        return (rng.choice([6174, 1000, 26, 14, 9998, 1, 10, 100, 2111, 9899]),)
    return (rng.randint(0, 9999),)
