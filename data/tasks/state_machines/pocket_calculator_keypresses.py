# domain: state_machines
# function: pocket_calculator_keypresses
# query: Simulate a simple integer pocket calculator fed a string of keys (digits, "+", "-", "*",
#   "/", "=", "C") that applies operators left to right with no precedence, "/" being floor
#   division; pressing a second operator just replaces the pending one and "C" clears everything.
#   Return the number on the display after the last key; raise ZeroDivisionError when dividing by 0
#   and ValueError for an unknown key.

def pocket_calculator_keypresses(keys):
    display = accumulator = 0
    pending = None
    typing = False
    for key in keys:
        if key.isdigit():
            display = display * 10 + int(key) if typing else int(key)
            typing = True
        elif key in "+-*/=":
            if pending is not None and typing:
                if pending == "+":
                    display = accumulator + display
                elif pending == "-":
                    display = accumulator - display
                elif pending == "*":
                    display = accumulator * display
                elif display == 0:
                    raise ZeroDivisionError("division by zero")
                else:
                    display = accumulator // display
            accumulator = display
            pending = None if key == "=" else key
            typing = False
        elif key == "C":
            display = accumulator = 0
            pending = None
            typing = False
        else:
            raise ValueError("unknown key: " + key)
    return display

# --- tests ---
import pytest

assert pocket_calculator_keypresses("") == 0
assert pocket_calculator_keypresses("12+7=") == 19
assert pocket_calculator_keypresses("9-12=") == -3
assert pocket_calculator_keypresses("2+3*4=") == 20
assert pocket_calculator_keypresses("1-8/3=*3/1=") == -9
assert pocket_calculator_keypresses("5+*3=") == 15
assert pocket_calculator_keypresses("12+3C") == 0
assert pocket_calculator_keypresses("10-5=*3=3") == 3
with pytest.raises(ZeroDivisionError):
    pocket_calculator_keypresses("8/0=")
with pytest.raises(ValueError):
    pocket_calculator_keypresses("2x3")

# --- implementation 2: operator functions from the operator module, the typed number kept as text ---
import operator


def pocket_calculator_keypresses(keys):
    ops = {"+": operator.add, "-": operator.sub, "*": operator.mul, "/": operator.floordiv}
    entry = ""
    shown = total = 0
    pending = None
    for key in keys:
        if key in "0123456789":
            entry += key
            shown = int(entry)
        elif key in ops or key == "=":
            if pending and entry:
                shown = pending(total, shown)
            total, entry = shown, ""
            pending = ops.get(key)
        elif key == "C":
            entry, shown, total, pending = "", 0, 0, None
        else:
            raise ValueError("unknown key %r" % key)
    return shown

# --- implementation 3: cut the keys into number and single-key tokens, then evaluate the tokens ---
import re


def pocket_calculator_keypresses(keys):
    apply = {"+": lambda a, b: a + b, "-": lambda a, b: a - b,
             "*": lambda a, b: a * b, "/": lambda a, b: a // b}
    value = stored = 0
    op = None
    fresh = False
    for token in re.findall(r"[0-9]+|.", keys, re.DOTALL):
        if token.isdigit():
            value, fresh = int(token), True
        elif token == "C":
            value = stored = 0
            op, fresh = None, False
        elif token in ("+", "-", "*", "/", "="):
            if op and fresh:
                value = apply[op](stored, value)
            stored, fresh = value, False
            op = token if token != "=" else None
        else:
            raise ValueError(token)
    return value

# --- inputs ---
def random_input(rng):
    pool = "0123456789+-*/=C"
    keys = "".join(rng.choice(pool[:10] * 3 + pool[10:]) for _ in range(rng.randint(0, 10)))
    if rng.random() < 0.05:
        keys = "3" + rng.choice("x. ") + keys
    if rng.random() < 0.2:
        keys += rng.choice(["/0=", "/00+", "/0/", "/3=", "/7+", "/2/"])
    return (keys,)
