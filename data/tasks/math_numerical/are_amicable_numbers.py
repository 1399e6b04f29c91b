# domain: math_numerical
# function: are_amicable_numbers
# query: Return True if two different positive integers a and b form an amicable pair: each equals
#   the sum of the other's proper divisors (220 and 284). A number paired with itself is not
#   amicable. Raise ValueError if a or b is not positive.

def are_amicable_numbers(a, b):
    if a <= 0 or b <= 0:
        raise ValueError("numbers must be positive")
    if a == b:
        return False

    def proper_sum(n):
        return sum(d for d in range(1, n // 2 + 1) if n % d == 0)

    return proper_sum(a) == b and proper_sum(b) == a

# --- tests ---
import pytest

assert are_amicable_numbers(220, 284) is True
assert are_amicable_numbers(284, 220) is True
assert are_amicable_numbers(1184, 1210) is True
assert are_amicable_numbers(6, 6) is False
assert are_amicable_numbers(220, 285) is False
assert are_amicable_numbers(12, 16) is False
assert are_amicable_numbers(1, 2) is False
with pytest.raises(ValueError):
    are_amicable_numbers(0, 5)
with pytest.raises(ValueError):
    are_amicable_numbers(5, 0)
