# domain: validation
# function: is_valid_keyboard_shortcut
# query: Validate a keyboard shortcut like "Ctrl+Shift+S": modifiers from Ctrl, Alt, Shift, Meta
#   (each at most once, in any order) joined by "+", followed by exactly one final key that is a
#   single uppercase letter, a digit or F1-F12. At least one modifier is required. Returns a bool.

def is_valid_keyboard_shortcut(shortcut):
    parts = shortcut.split("+")
    if len(parts) < 2:
        return False
    modifiers, key = parts[:-1], parts[-1]
    if len(set(modifiers)) != len(modifiers):
        return False
    for m in modifiers:
        if m not in ("Ctrl", "Alt", "Shift", "Meta"):
            return False
    if len(key) == 1:
        return "A" <= key <= "Z" or "0" <= key <= "9"
    if key.startswith("F") and key[1:].isdigit():
        return 1 <= int(key[1:]) <= 12
    return False

# --- tests ---
import pytest

assert is_valid_keyboard_shortcut("Ctrl+A") is True
assert is_valid_keyboard_shortcut("Ctrl+Shift+Z") is True
assert is_valid_keyboard_shortcut("Alt+F12") is True
assert is_valid_keyboard_shortcut("Meta+F1") is True
assert is_valid_keyboard_shortcut("Alt+F13") is False
assert is_valid_keyboard_shortcut("Alt+F0") is False
assert is_valid_keyboard_shortcut("S") is False
assert is_valid_keyboard_shortcut("Ctrl+Ctrl+S") is False
assert is_valid_keyboard_shortcut("Shift+0") is True
assert is_valid_keyboard_shortcut("Super+9") is False

# --- implementation 2: regex for the final key, set comparison for the modifiers ---
import re


def is_valid_keyboard_shortcut(shortcut):
    *modifiers, key = shortcut.split("+")
    if not modifiers or len(modifiers) != len(set(modifiers)):
        return False
    if not set(modifiers) <= {"Ctrl", "Alt", "Shift", "Meta"}:
        return False
    return re.fullmatch(r"[A-Z0-9]|F(?:[1-9]|1[0-2])", key) is not None

# --- implementation 3: rpartition off the key and check it against a set of all valid keys ---
import string

KEYS = set(string.ascii_uppercase) | set(string.digits)


def is_valid_keyboard_shortcut(shortcut):
    head, plus, key = shortcut.rpartition("+")
    if not plus:
        return False
    modifiers = head.split("+")
    if any(m not in ("Ctrl", "Alt", "Shift", "Meta") or modifiers.count(m) > 1 for m in modifiers):
        return False
    if key[:1] == "F" and key[1:].isdigit():
        return int(key[1:]) in range(1, 13)
    return key in KEYS

# --- inputs ---
def random_input(rng):
    mods = [rng.choice(["Ctrl", "Alt", "Shift", "Meta", "Super", "ctrl", ""]) for _ in range(rng.randint(0, 3))]
    key = rng.choice(["A", "Z", "S", "a", "0", "9", "F1", "F12", "F13", "F0", "F", "AB", "", "Esc"])
    return ("+".join(mods + [key]),)
