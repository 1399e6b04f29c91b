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

# --- implementation 2: regex shape check and a set of consecutive-digit strings ---
import re


def is_strong_pin_code(pin):
    if not re.fullmatch(r"[0-9]{4,6}", pin):
        return False
    runs = "0123456789"
    if len(set(pin)) == 1 or pin in runs or pin in runs[::-1]:
        return False
    return True

# --- implementation 3: set of differences between neighbouring digits ---
def is_strong_pin_code(pin):
    if not 4 <= len(pin) <= 6 or any(c not in "0123456789" for c in pin):
        return False
    digits = [ord(c) - 48 for c in pin]
    steps = {b - a for a, b in zip(digits, digits[1:])}
    return steps not in ({0}, {1}, {-1})

# --- implementation 4: compare against the set of every weak PIN of length 4 to 6 ---
def _weak_pins():
    weak = set()
    for length in range(4, 7):
        for d in "0123456789":
            weak.add(d * length)
        for start in range(11 - length):
            run = "0123456789"[start:start + length]
            weak.update((run, run[::-1]))
    return weak


WEAK = _weak_pins()


def is_strong_pin_code(pin):
    if not 4 <= len(pin) <= 6 or not all(c in "0123456789" for c in pin):
        return False
    return pin not in WEAK

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.3:
        start = rng.randint(0, 9)
        step = rng.choice([1, -1, 0])
        n = rng.randint(3, 7)
        pin = "".join(str((start + step * i) % 10) for i in range(n))
        return (pin,)
    if r < 0.4:
        return (rng.choice(["12a4", "", "١٢٣٤", " 1234", "12 34"]),)
    return ("".join(rng.choice("0123456789") for _ in range(rng.randint(3, 7))),)
