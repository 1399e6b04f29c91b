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
