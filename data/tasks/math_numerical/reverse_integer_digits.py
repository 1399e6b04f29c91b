# domain: math_numerical
# function: reverse_integer_digits
# query: Reverse the decimal digits of an integer n, keeping its sign and dropping leading zeros of
#   the result (120 -> 21, -45 -> -54, 0 -> 0).

def reverse_integer_digits(n):
    sign = -1 if n < 0 else 1
    n = abs(n)
    reversed_value = 0
    while n > 0:
        reversed_value = reversed_value * 10 + n % 10
        n //= 10
    return sign * reversed_value

# --- tests ---
import pytest

assert reverse_integer_digits(0) == 0
assert reverse_integer_digits(5) == 5
assert reverse_integer_digits(12) == 21
assert reverse_integer_digits(120) == 21
assert reverse_integer_digits(-45) == -54
assert reverse_integer_digits(-1) == -1
assert reverse_integer_digits(1000) == 1
assert reverse_integer_digits(908070) == 70809

# --- implementation 2: reverse the decimal string of the magnitude ---
def reverse_integer_digits(n):
    flipped = int(str(abs(n))[::-1])
    if n < 0:
        return -flipped
    return flipped

# --- implementation 3: recursive helper carrying the reversed prefix ---
def reverse_integer_digits(n):
    def build(rest, acc):
        if rest == 0:
            return acc
        return build(rest // 10, acc * 10 + rest % 10)

    result = build(abs(n), 0)
    return -result if n < 0 else result

# --- implementation 4: collect the digits least significant first, join them as text ---
def reverse_integer_digits(n):
    magnitude, digits = abs(n), []
    while magnitude:
        magnitude, d = divmod(magnitude, 10)
        digits.append(str(d))
    value = int("".join(digits) or "0")
    return -value if n < 0 else value

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 10, 100, 1000, 120, 908070]) if rng.random() < 0.25 else rng.randint(0, 10 ** rng.randint(1, 15))
    if rng.random() < 0.2:
        n *= 10 ** rng.randint(1, 3)
    return (-n if rng.random() < 0.35 else n,)
