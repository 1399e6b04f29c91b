# domain: bit_manipulation
# function: xor_of_integer_range
# query: Compute the XOR of all integers from low to high inclusive (non-negative bounds) without
#   looping over the range. Return 0 when low > high; raise ValueError when low is negative.

def xor_of_integer_range(low, high):
    if low < 0:
        raise ValueError("bounds must be non-negative")
    if low > high:
        return 0

    def prefix(n):
        return [n, 1, n + 1, 0][n % 4]

    if low == 0:
        return prefix(high)
    return prefix(high) ^ prefix(low - 1)

# --- tests ---
import pytest

assert xor_of_integer_range(0, 0) == 0
assert xor_of_integer_range(0, 3) == 0
assert xor_of_integer_range(3, 3) == 3
assert xor_of_integer_range(3, 5) == 2
assert xor_of_integer_range(1, 4) == 4
assert xor_of_integer_range(5, 4) == 0
assert xor_of_integer_range(2, 10) == 10
assert xor_of_integer_range(0, 6) == 7
with pytest.raises(ValueError):
    xor_of_integer_range(-1, 3)
