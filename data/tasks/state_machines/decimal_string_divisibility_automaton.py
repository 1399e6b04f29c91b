# domain: state_machines
# function: decimal_string_divisibility_automaton
# query: Given digits, a decimal digit string, decide whether the number is divisible by m (2 <= m
#   <= 50), reading it digit by digit without converting the whole string. Raise ValueError for
#   an empty string, non-digit characters or m outside the range.

def decimal_string_divisibility_automaton(digits, m):
    if m < 2 or m > 50:
        raise ValueError("m out of range")
    if not digits:
        raise ValueError("empty input")
    remainder = 0
    for ch in digits:
        if ch not in "0123456789":
            raise ValueError("not a digit")
        remainder = (remainder * 10 + int(ch)) % m
    return remainder == 0

# --- tests ---
import pytest

assert decimal_string_divisibility_automaton("0", 7) is True
assert decimal_string_divisibility_automaton("49", 7) is True
assert decimal_string_divisibility_automaton("50", 7) is False
assert decimal_string_divisibility_automaton("123456789012345678", 2) is True
assert decimal_string_divisibility_automaton("1001", 13) is True
assert decimal_string_divisibility_automaton("1001", 50) is False
with pytest.raises(ValueError):
    decimal_string_divisibility_automaton("", 3)
with pytest.raises(ValueError):
    decimal_string_divisibility_automaton("12a", 3)
with pytest.raises(ValueError):
    decimal_string_divisibility_automaton("12", 1)
with pytest.raises(ValueError):
    decimal_string_divisibility_automaton("12", 51)
