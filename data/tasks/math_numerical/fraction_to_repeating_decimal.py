# domain: math_numerical
# function: fraction_to_repeating_decimal
# query: Write numerator/denominator as a decimal string, putting a repeating part of the
#   fraction in parentheses (1/3 -> "0.(3)", 1/6 -> "0.1(6)", 2/1 -> "2", -1/2 -> "-0.5"). Raise
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
