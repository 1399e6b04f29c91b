# domain: bit_manipulation
# function: min_bits_signed_twos_complement
# query: Return the minimum number of bits needed to store an integer n in two's complement form,
#   including the sign bit (0 -> 1, 1 -> 2, -1 -> 1, 127 -> 8, -128 -> 8, 128 -> 9).

def min_bits_signed_twos_complement(n):
    bits = 1
    while True:
        low = -(1 << (bits - 1))
        high = (1 << (bits - 1)) - 1
        if low <= n <= high:
            return bits
        bits += 1

# --- tests ---
import pytest

assert min_bits_signed_twos_complement(0) == 1
assert min_bits_signed_twos_complement(-1) == 1
assert min_bits_signed_twos_complement(1) == 2
assert min_bits_signed_twos_complement(-2) == 2
assert min_bits_signed_twos_complement(127) == 8
assert min_bits_signed_twos_complement(-128) == 8
assert min_bits_signed_twos_complement(128) == 9
assert min_bits_signed_twos_complement(-129) == 9
