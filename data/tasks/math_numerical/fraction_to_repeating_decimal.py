# domain: math_numerical
# function: fraction_to_repeating_decimal
# query: Write numerator/denominator as a decimal string, putting a repeating part of the
#   fraction in parentheses (1/3 -> "0.(3)", 1/6 -> "0.1(6)", 2/1 -> "2", -1/2 -> "-0.5"); a
#   negative denominator counts for the sign and a zero numerator gives "0" without a sign. Raise
#   ZeroDivisionError for a zero denominator.

def fraction_to_repeating_decimal(numerator, denominator):
    if denominator == 0:
        raise ZeroDivisionError("denominator must not be zero")
    sign = "-" if (numerator < 0) != (denominator < 0) and numerator != 0 else ""
    numerator, denominator = abs(numerator), abs(denominator)
    whole, remainder = divmod(numerator, denominator)
    if remainder == 0:
        return sign + str(whole)
    digits = []
    seen = {}
    while remainder != 0 and remainder not in seen:
        seen[remainder] = len(digits)
        remainder *= 10
        digits.append(str(remainder // denominator))
        remainder %= denominator
    if remainder != 0:
        start = seen[remainder]
        digits = digits[:start] + ["("] + digits[start:] + [")"]
    return sign + str(whole) + "." + "".join(digits)

# --- tests ---
import pytest

assert fraction_to_repeating_decimal(1, 2) == "0.5"
assert fraction_to_repeating_decimal(2, 1) == "2"
assert fraction_to_repeating_decimal(1, 3) == "0.(3)"
assert fraction_to_repeating_decimal(1, 6) == "0.1(6)"
assert fraction_to_repeating_decimal(-1, 2) == "-0.5"
assert fraction_to_repeating_decimal(0, -5) == "0"
assert fraction_to_repeating_decimal(22, 7) == "3.(142857)"
assert fraction_to_repeating_decimal(1, -4) == "-0.25"
with pytest.raises(ZeroDivisionError):
    fraction_to_repeating_decimal(1, 0)
assert fraction_to_repeating_decimal(-50, 8) == "-6.25"

# --- implementation 2: long division keeping the list of remainders seen ---
def fraction_to_repeating_decimal(numerator, denominator):
    if denominator == 0:
        raise ZeroDivisionError("division by zero")
    sign = "-" if numerator * denominator < 0 else ""
    n, d = abs(numerator), abs(denominator)
    text = sign + str(n // d)
    rem = n % d
    if not rem:
        return text
    remainders, fraction = [], ""
    while rem and rem not in remainders:
        remainders.append(rem)
        q, rem = divmod(rem * 10, d)
        fraction += str(q)
    if rem:
        i = remainders.index(rem)
        fraction = fraction[:i] + "(" + fraction[i:] + ")"
    return text + "." + fraction

# --- implementation 3: pre-period from the 2s and 5s of the reduced denominator, period from the order of 10 ---
from math import gcd


def fraction_to_repeating_decimal(numerator, denominator):
    if denominator == 0:
        raise ZeroDivisionError("zero denominator")
    head = "-" if numerator * denominator < 0 else ""
    n, d = abs(numerator), abs(denominator)
    g = gcd(n, d)
    n, d = n // g, d // g
    whole, rem = divmod(n, d)
    if rem == 0:
        return head + str(whole)
    core, twos, fives = d, 0, 0
    while core % 2 == 0:
        core, twos = core // 2, twos + 1
    while core % 5 == 0:
        core, fives = core // 5, fives + 1
    pre, period, power = max(twos, fives), 0, 1 % core
    while core > 1 and (period == 0 or power != 1):
        power, period = power * 10 % core, period + 1
    digits = str(rem * 10 ** (pre + period) // d).zfill(pre + period)
    cycle = "(" + digits[pre:] + ")" if period else ""
    return head + str(whole) + "." + digits[:pre] + cycle

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.07:
        return (rng.randint(-9, 9), 0)
    den = rng.choice([1, 2, 3, 4, 6, 7, 8, 12, 14, 28, 40, 75, 96]) if r < 0.5 else rng.randint(1, 60)
    if rng.random() < 0.3:
        den = -den
    num = 0 if rng.random() < 0.08 else rng.randint(-150, 150)
    return (num, den)
