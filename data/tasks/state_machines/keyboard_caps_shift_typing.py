# domain: state_machines
# function: keyboard_caps_shift_typing
# query: Simulate typing on a keyboard given a list of keys: "CAPS" toggles caps lock, "SHIFT" makes
#   only the next letter use the opposite case of the caps-lock state (keys that are not letters do not
#   use it up, and pressing SHIFT again before that letter changes nothing), "BACK" deletes the last character
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

# --- implementation 2: build the text as a string, the letter case from caps XOR shift ---
def keyboard_caps_shift_typing(keys):
    text = ""
    caps_on = shift_pending = False
    for key in keys:
        if key == "BACK":
            text = text[:-1]
        elif key == "CAPS":
            caps_on = not caps_on
        elif key == "SHIFT":
            shift_pending = True
        elif key.isalpha():
            text += key.upper() if caps_on ^ shift_pending else key
            shift_pending = False
        else:
            text += key
    return text

# --- implementation 3: count the CAPS presses for the lock and remember where SHIFT was last pressed ---
def keyboard_caps_shift_typing(keys):
    typed = []
    caps_presses = 0
    shifted = False
    for key in keys:
        if key in ("CAPS", "SHIFT", "BACK"):
            caps_presses += key == "CAPS"
            shifted = shifted or key == "SHIFT"
            if key == "BACK" and typed:
                del typed[-1]
            continue
        if not key.isalpha():
            typed.append(key)
            continue
        upper = (caps_presses % 2 == 1) != shifted
        typed.append(key.upper() if upper else key.lower())
        shifted = False
    return "".join(typed)

# --- inputs ---
def random_input(rng):
    pool = ["a", "b", "q", "1", " ", "CAPS", "SHIFT", "BACK", "z", "!"]
    return ([rng.choice(pool) for _ in range(rng.randint(0, 10))],)
