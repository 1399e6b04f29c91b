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
