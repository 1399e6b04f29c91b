# domain: state_machines
# function: keyboard_caps_shift_typing
# query: Simulate typing on a keyboard given a list of keys: "CAPS" toggles caps lock, "SHIFT" makes
#   only the next letter use the opposite case of the caps-lock state, "BACK" deletes the last character
#   (no-op when empty); any other key is a single lowercase letter or character typed. Return the text.

def keyboard_caps_shift_typing(keys):
    caps = False
    shift = False
    out = []
    for key in keys:
        if key == "CAPS":
            caps = not caps
        elif key == "SHIFT":
            shift = True
        elif key == "BACK":
            if out:
                out.pop()
        else:
            upper = caps != shift
            out.append(key.upper() if upper and key.isalpha() else key)
            if key.isalpha():
                shift = False
    return "".join(out)

# --- tests ---
import pytest

assert keyboard_caps_shift_typing([]) == ""
assert keyboard_caps_shift_typing(["a", "b"]) == "ab"
assert keyboard_caps_shift_typing(["SHIFT", "a", "b"]) == "Ab"
assert keyboard_caps_shift_typing(["CAPS", "a", "SHIFT", "b", "c"]) == "AbC"
assert keyboard_caps_shift_typing(["CAPS", "a", "CAPS", "b"]) == "Ab"
assert keyboard_caps_shift_typing(["BACK", "x", "y", "BACK"]) == "x"
assert keyboard_caps_shift_typing(["SHIFT", "1", "a"]) == "1A"
assert keyboard_caps_shift_typing(["SHIFT", "SHIFT", "q", "w"]) == "Qw"
