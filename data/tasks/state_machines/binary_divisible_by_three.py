# domain: state_machines
# function: binary_divisible_by_three
# query: Decide whether bits, a binary string (most significant bit first), represents a number
#   divisible by 3, reading it bit by bit rather than converting it to int. The empty string
#   counts as 0 (divisible). Raise ValueError on characters other than "0" and "1".

def binary_divisible_by_three(bits):
    state = 0
    for ch in bits:
        if ch not in "01":
            raise ValueError("not a binary digit")
        state = (state * 2 + int(ch)) % 3
    return state == 0

# --- tests ---
import pytest

assert binary_divisible_by_three("") is True
assert binary_divisible_by_three("0") is True
assert binary_divisible_by_three("1") is False
assert binary_divisible_by_three("11") is True
assert binary_divisible_by_three("110") is True
assert binary_divisible_by_three("111") is False
assert binary_divisible_by_three("1001") is True
assert binary_divisible_by_three("101") is False
assert binary_divisible_by_three("10000") is False
with pytest.raises(ValueError):
    binary_divisible_by_three("102")
