# domain: bit_manipulation
# function: bitwise_majority_of_three
# query: Return the bitwise majority of three non-negative integers a, b and c: each result bit is 1
#   when at least two of the three inputs have that bit set. Raise ValueError if any of them is
#   negative.

def bitwise_majority_of_three(a, b, c):
    if a < 0 or b < 0 or c < 0:
        raise ValueError("inputs must be non-negative")
    ab = a & b
    ac = a & c
    bc = b & c
    return ab | ac | bc

# --- tests ---
import pytest

assert bitwise_majority_of_three(0, 0, 0) == 0
assert bitwise_majority_of_three(1, 1, 0) == 1
assert bitwise_majority_of_three(1, 0, 1) == 1
assert bitwise_majority_of_three(0, 1, 1) == 1
assert bitwise_majority_of_three(1, 0, 0) == 0
assert bitwise_majority_of_three(0b1100, 0b1010, 0b0110) == 0b1110
with pytest.raises(ValueError):
    bitwise_majority_of_three(-1, 0, 0)
with pytest.raises(ValueError):
    bitwise_majority_of_three(0, -1, 0)
with pytest.raises(ValueError):
    bitwise_majority_of_three(0, 0, -1)
