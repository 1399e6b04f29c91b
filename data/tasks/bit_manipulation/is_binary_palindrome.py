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

# --- implementation 2: the binary string equals its reverse ---
def is_binary_palindrome(n):
    if n < 0:
        raise ValueError("negative input")
    bits = bin(n)[2:]
    return bits == bits[::-1]

# --- implementation 3: compare bits from both ends moving inwards ---
def is_binary_palindrome(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    low, high = 0, n.bit_length() - 1
    while low < high:
        if (n >> low) & 1 != (n >> high) & 1:
            return False
        low += 1
        high -= 1
    return True

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-20, -1),)
    if r < 0.5:
        half = bin(rng.randint(1, 1 << rng.randint(1, 12)))[2:]
        mid = rng.choice(["", "0", "1"])
        value = int(half + mid + half[::-1], 2)
        if rng.random() < 0.3:
            value ^= 1 << rng.randint(0, value.bit_length() - 1)
        return (value,)
    return (rng.randint(0, 1 << rng.randint(1, 16)),)
