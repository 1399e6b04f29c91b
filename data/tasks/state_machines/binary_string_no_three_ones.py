# domain: state_machines
# function: binary_string_no_three_ones
# query: Accept binary strings bits that never contain three consecutive "1"s. Return True or False;
#   raise ValueError on characters other than "0"/"1".

def binary_string_no_three_ones(bits):
    run = 0
    for ch in bits:
        if ch == "1":
            run += 1
            if run == 3:
                return False
        elif ch == "0":
            run = 0
        else:
            raise ValueError("invalid character")
    return True

# --- tests ---
import pytest

assert binary_string_no_three_ones("") is True
assert binary_string_no_three_ones("11") is True
assert binary_string_no_three_ones("111") is False
assert binary_string_no_three_ones("110110") is True
assert binary_string_no_three_ones("1101110") is False
assert binary_string_no_three_ones("0110011") is True
assert binary_string_no_three_ones("1011") is True
with pytest.raises(ValueError):
    binary_string_no_three_ones("12")

# --- implementation 2: the longest run of ones from groupby, characters checked as they come ---
from itertools import groupby


def binary_string_no_three_ones(bits):
    for ch, group in groupby(bits):
        if ch not in "01":
            raise ValueError("not binary: %r" % ch)
        if ch == "1" and len(list(group)) >= 3:
            return False
    return True

# --- implementation 3: look for the substring in each prefix before its character is checked ---
def binary_string_no_three_ones(bits):
    for i, ch in enumerate(bits):
        if ch == "1" and bits[max(0, i - 2):i + 1] == "111":
            return False
        if ch not in ("0", "1"):
            raise ValueError(ch)
    return True

# --- implementation 4: a regular expression for a non-binary character, then a substring test ---
import re


def binary_string_no_three_ones(bits):
    if re.search(r"[^01]", bits):
        raise ValueError("bits may only contain 0 and 1")
    return "111" not in bits

# --- inputs ---
def random_input(rng):
    s = "".join(rng.choice("0111") for _ in range(rng.randint(0, 10)))
    if rng.random() < 0.12 and "111" not in s:
        i = rng.randint(0, len(s))
        s = s[:i] + rng.choice("2a") + s[i:]
    return (s,)
