# domain: math_numerical
# function: integer_to_base_string
# query: Convert an integer n to its representation in a base from 2 to 36 using digits 0-9 then
#   lowercase letters, with a leading '-' for negatives and "0" for zero. Raise ValueError for
#   an unsupported base.

def integer_to_base_string(n, base):
    if base < 2 or base > 36:
        raise ValueError("base must be in 2..36")
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    out = []
    while n > 0:
        out.append(digits[n % base])
        n //= base
    return sign + "".join(reversed(out))

# --- tests ---
import pytest

assert integer_to_base_string(0, 2) == "0"
assert integer_to_base_string(5, 2) == "101"
assert integer_to_base_string(255, 16) == "ff"
assert integer_to_base_string(-255, 16) == "-ff"
assert integer_to_base_string(35, 36) == "z"
assert integer_to_base_string(36, 36) == "10"
assert integer_to_base_string(8, 8) == "10"
with pytest.raises(ValueError):
    integer_to_base_string(5, 1)
with pytest.raises(ValueError):
    integer_to_base_string(5, 37)
assert integer_to_base_string(-1, 3) == "-1"

# --- implementation 2: recursion on n // base, negatives handled by recursing on -n ---
import string

SYMBOLS = string.digits + string.ascii_lowercase


def integer_to_base_string(n, base):
    if not 2 <= base <= 36:
        raise ValueError("unsupported base")
    if n < 0:
        return "-" + integer_to_base_string(-n, base)
    if n < base:
        return SYMBOLS[n]
    return integer_to_base_string(n // base, base) + SYMBOLS[n % base]

# --- implementation 3: divide by descending powers of the base, digits by character code ---
def integer_to_base_string(n, base):
    if base not in range(2, 37):
        raise ValueError("base must be between 2 and 36")
    magnitude = abs(n)
    power = 1
    while power * base <= magnitude:
        power *= base
    text = ""
    while power:
        d, magnitude = divmod(magnitude, power)
        text += chr(48 + d) if d < 10 else chr(87 + d)
        power //= base
    return ("-" if n < 0 else "") + text

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return (rng.randint(-50, 50), rng.choice([-2, 0, 1, 37, 40]))
    base = rng.choice([2, 8, 10, 16, 36, rng.randint(2, 36)])
    if r < 0.4:
        n = base ** rng.randint(0, 6) + rng.choice([-1, 0, 1])
    else:
        n = rng.randint(0, 10 ** rng.randint(1, 15))
    return (-n if rng.random() < 0.35 else n, base)
