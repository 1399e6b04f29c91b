# domain: math_numerical
# function: truncated_division_c_style
# query: Divide the integer dividend by divisor, truncating toward zero like C, Java or Rust (-7 / 2
#   -> -3, unlike Python's floor division which gives -4). Raise ZeroDivisionError for a zero
#   divisor.

def truncated_division_c_style(dividend, divisor):
    quotient = dividend // divisor
    if quotient < 0 and quotient * divisor != dividend:
        quotient += 1
    return quotient

# --- tests ---
import pytest

assert truncated_division_c_style(7, 2) == 3
assert truncated_division_c_style(-7, 2) == -3
assert truncated_division_c_style(7, -2) == -3
assert truncated_division_c_style(-7, -2) == 3
assert truncated_division_c_style(0, 5) == 0
assert truncated_division_c_style(-1, 2) == 0
assert truncated_division_c_style(1, 2) == 0
with pytest.raises(ZeroDivisionError):
    truncated_division_c_style(5, 0)

# --- implementation 2: divide the magnitudes, then apply the combined sign ---
def truncated_division_c_style(dividend, divisor):
    magnitude = abs(dividend) // abs(divisor)
    if (dividend < 0) != (divisor < 0):
        return -magnitude
    return magnitude

# --- implementation 3: floor division when the signs agree, ceiling by negation when they differ ---
def truncated_division_c_style(dividend, divisor):
    if divisor == 0:
        raise ZeroDivisionError("integer division by zero")
    if (dividend < 0) == (divisor < 0):
        return dividend // divisor
    return -(-dividend // divisor)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return (rng.randint(-10, 10), 0)
    if r < 0.25:
        return (rng.randint(-10 ** 25, 10 ** 25), rng.choice([-1, 1]) * rng.randint(1, 10 ** 9))
    divisor = rng.choice([-1, 1]) * rng.randint(1, 7)
    dividend = divisor * rng.randint(-5, 5) if rng.random() < 0.3 else rng.randint(-30, 30)
    return (dividend, divisor)
