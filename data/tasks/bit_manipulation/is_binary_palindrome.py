# domain: bit_manipulation
# function: is_binary_palindrome
# query: Return True if the binary representation of a non-negative integer n (without leading
#   zeros) reads the same in both directions, e.g. 9 = 1001. 0 counts as a palindrome; raise
#   ValueError for a negative n.

def is_binary_palindrome(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    reversed_bits = 0
    remaining = n
    while remaining > 0:
        reversed_bits = (reversed_bits << 1) | (remaining & 1)
        remaining >>= 1
    return reversed_bits == n

# --- tests ---
import pytest

assert is_binary_palindrome(0) is True
assert is_binary_palindrome(1) is True
assert is_binary_palindrome(2) is False
assert is_binary_palindrome(3) is True
assert is_binary_palindrome(9) is True
assert is_binary_palindrome(10) is False
assert is_binary_palindrome(0b1101011) is True
assert is_binary_palindrome(0b1101001) is False
with pytest.raises(ValueError):
    is_binary_palindrome(-1)
