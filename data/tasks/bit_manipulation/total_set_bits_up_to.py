# domain: bit_manipulation
# function: total_set_bits_up_to
# query: Count the total number of 1 bits in the binary representations of all integers from 0 to n
#   inclusive. Raise ValueError for negative n.

def total_set_bits_up_to(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    total = 0
    bit = 0
    while (1 << bit) <= n:
        cycle = 1 << (bit + 1)
        full_cycles = (n + 1) // cycle
        total += full_cycles * (cycle // 2)
        remainder = (n + 1) % cycle
        total += max(0, remainder - cycle // 2)
        bit += 1
    return total

# --- tests ---
import pytest

assert total_set_bits_up_to(0) == 0
assert total_set_bits_up_to(1) == 1
assert total_set_bits_up_to(2) == 2
assert total_set_bits_up_to(3) == 4
assert total_set_bits_up_to(7) == 12
assert total_set_bits_up_to(8) == 13
assert total_set_bits_up_to(17) == 35
assert total_set_bits_up_to(100) == 319
with pytest.raises(ValueError):
    total_set_bits_up_to(-1)
