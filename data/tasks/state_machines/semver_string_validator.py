# domain: state_machines
# function: semver_string_validator
# query: Validate text as a simple semantic version "MAJOR.MINOR.PATCH": exactly three dot-separated
#   numeric parts, no leading zeros except the single digit 0, no sign, spaces, pre-release or
#   build suffix. Return True or False.

def semver_string_validator(text):
    parts = 0
    state = "start"
    for ch in text:
        if ch.isdigit() and ch.isascii():
            if state == "start":
                state = "zero" if ch == "0" else "num"
            elif state == "zero":
                return False
        elif ch == "." and state != "start":
            parts += 1
            if parts > 2:
                return False
            state = "start"
        else:
            return False
    return parts == 2 and state != "start"

# --- tests ---
import pytest

assert semver_string_validator("") is False
assert semver_string_validator("1.2.3") is True
assert semver_string_validator("0.0.0") is True
assert semver_string_validator("10.20.300") is True
assert semver_string_validator("01.2.3") is False
assert semver_string_validator("1.2") is False
assert semver_string_validator("1.2.3.4") is False
assert semver_string_validator("1..3") is False
assert semver_string_validator("1.2.") is False
assert semver_string_validator("1.2.3-rc.1") is False

# --- implementation 2: split at the dots and check each part's digits and leading zero ---
def semver_string_validator(text):
    parts = text.split(".")
    if len(parts) != 3:
        return False
    for part in parts:
        if not part or any(c not in "0123456789" for c in part):
            return False
        if len(part) > 1 and part[0] == "0":
            return False
    return True

# --- implementation 3: one regular expression, three numbers without leading zeros ---
import re

NUMBER = r"(?:0|[1-9][0-9]*)"


def semver_string_validator(text):
    pattern = NUMBER + r"\." + NUMBER + r"\." + NUMBER
    return re.fullmatch(pattern, text) is not None

# --- implementation 4: each part must be ASCII digits that survive an int round trip unchanged ---
def semver_string_validator(text):
    parts = text.split(".")
    if len(parts) != 3:
        return False
    return all(p.isascii() and p.isdigit() and str(int(p)) == p for p in parts)

# --- inputs ---
def random_input(rng):
    parts = [rng.choice(["0", "1", "2", "10", "01", "300", "", "x", "00"]) for _ in range(rng.choice([1, 2, 3, 3, 3, 4]))]
    s = ".".join(parts)
    if rng.random() < 0.15:
        s += rng.choice(["-rc.1", "+b", " ", "."])
    return (s,)
