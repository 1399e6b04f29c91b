# domain: validation
# function: is_strong_pin_code
# query: Decide whether a numeric PIN is acceptable: 4 to 6 ASCII digits, not all the same digit,
#   and not a strictly ascending or descending run of consecutive digits (like "1234" or "9876").
#   Returns a bool.

def is_strong_pin_code(pin):
    if len(pin) < 4 or len(pin) > 6 or not pin.isdigit() or not pin.isascii():
        return False
    if pin.count(pin[0]) == len(pin):
        return False
    ascending = True
    descending = True
    for i in range(1, len(pin)):
        step = int(pin[i]) - int(pin[i - 1])
        if step != 1:
            ascending = False
        if step != -1:
            descending = False
    return not (ascending or descending)

# --- tests ---
import pytest

assert is_strong_pin_code("2580") is True
assert is_strong_pin_code("139") is False
assert is_strong_pin_code("1357913") is False
assert is_strong_pin_code("1111") is False
assert is_strong_pin_code("1234") is False
assert is_strong_pin_code("987654") is False
assert is_strong_pin_code("1345") is True
assert is_strong_pin_code("9875") is True
assert is_strong_pin_code("12a4") is False
assert is_strong_pin_code("111112") is True
