# domain: validation
# function: is_valid_dice_notation
# query: Validate spec as tabletop dice notation "NdS" or "NdS+M"/"NdS-M": N dice from 1 to 100 (N
#   may be omitted, meaning 1), S sides from the set 2, 4, 6, 8, 10, 12, 20, 100, and an
#   optional integer modifier. Returns a bool.

def is_valid_dice_notation(spec):
    count, d, rest = spec.partition("d")
    if count != "" and (not count.isdigit() or not 1 <= int(count) <= 100):
        return False
    sides, modifier = rest, None
    for sign in "+-":
        if sign in rest:
            sides, _, modifier = rest.partition(sign)
    if modifier is not None and not modifier.isdigit():
        return False
    return d == "d" and sides in ("2", "4", "6", "8", "10", "12", "20", "100")

# --- tests ---
import pytest

assert is_valid_dice_notation("2d06") is False
assert is_valid_dice_notation("d20") is True
assert is_valid_dice_notation("1d20+5") is True
assert is_valid_dice_notation("100d4-1") is True
assert is_valid_dice_notation("101d4") is False
assert is_valid_dice_notation("0d6") is False
assert is_valid_dice_notation("2d7") is False
assert is_valid_dice_notation("2d6+") is False
assert is_valid_dice_notation("26") is False
assert is_valid_dice_notation("xd6") is False

# --- implementation 2: one regular expression, then the count range and sides set ---
import re


def is_valid_dice_notation(spec):
    m = re.fullmatch(r"([0-9]*)d([0-9]+)(?:[+-][0-9]+)?", spec)
    if m is None:
        return False
    count, sides = m.groups()
    if count and not 1 <= int(count) <= 100:
        return False
    return sides in {"2", "4", "6", "8", "10", "12", "20", "100"}

# --- implementation 3: peel the modifier off the end, then split on "d" ---
def is_valid_dice_notation(spec):
    core = spec
    cut = max(spec.rfind("+"), spec.rfind("-"))
    if cut != -1:
        core, modifier = spec[:cut], spec[cut + 1:]
        if not modifier.isdigit():
            return False
    if core.count("d") != 1:
        return False
    count, sides = core.split("d")
    if count and not (count.isdigit() and int(count) in range(1, 101)):
        return False
    return sides in ["2", "4", "6", "8", "10", "12", "20", "100"]

# --- inputs ---
def random_input(rng):
    count = rng.choice(["", "1", "2", "01", "100", "101", "0", "x", "10"])
    sides = rng.choice(["2", "4", "6", "06", "7", "20", "100", "", "12"])
    mod = rng.choice(["", "", "+5", "-1", "+", "+05", "-x", "+1-2", "--1"])
    sep = rng.choice(["d", "d", "d", "D", "", "dd"])
    return (count + sep + sides + mod,)
