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
