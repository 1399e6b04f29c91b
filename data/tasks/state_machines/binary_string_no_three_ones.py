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
