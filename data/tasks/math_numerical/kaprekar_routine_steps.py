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
