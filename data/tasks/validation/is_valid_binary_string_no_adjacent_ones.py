# domain: validation
# function: is_valid_binary_string_no_adjacent_ones
# query: Check that bits, a string, consists only of "0" and "1" characters, is non-empty, and never
#   contains two "1"s next to each other. Returns a bool.

def is_valid_binary_string_no_adjacent_ones(bits):
    if bits == "":
        return False
    for i, ch in enumerate(bits):
        if ch != "0" and ch != "1":
            return False
        if ch == "1" and i > 0 and bits[i - 1] == "1":
            return False
    return True

# --- tests ---
import pytest

assert is_valid_binary_string_no_adjacent_ones("0") is True
assert is_valid_binary_string_no_adjacent_ones("1") is True
assert is_valid_binary_string_no_adjacent_ones("") is False
assert is_valid_binary_string_no_adjacent_ones("10101") is True
assert is_valid_binary_string_no_adjacent_ones("110") is False
assert is_valid_binary_string_no_adjacent_ones("1001") is True
assert is_valid_binary_string_no_adjacent_ones("0011") is False
assert is_valid_binary_string_no_adjacent_ones("102") is False
assert is_valid_binary_string_no_adjacent_ones("1 0") is False

# --- implementation 2: character set check and a substring test for "11" ---
def is_valid_binary_string_no_adjacent_ones(bits):
    if not bits:
        return False
    only_binary = set(bits) <= {"0", "1"}
    return only_binary and "11" not in bits

# --- implementation 3: regex of ones separated by zeros ---
import re


def is_valid_binary_string_no_adjacent_ones(bits):
    pattern = r"0*(10+)*1?"
    if bits == "":
        return False
    return re.fullmatch(pattern, bits) is not None

# --- implementation 4: split on "0"; every piece must be empty or a single "1" ---
def is_valid_binary_string_no_adjacent_ones(bits):
    if not bits:
        return False
    for piece in bits.split("0"):
        if piece not in ("", "1"):
            return False
    return True

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 8)
    pool = "01" if rng.random() < 0.8 else "01 2a"
    return ("".join(rng.choice(pool) for _ in range(n)),)
