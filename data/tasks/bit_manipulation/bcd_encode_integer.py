# domain: bit_manipulation
# function: bcd_encode_integer
# query: Encode a non-negative integer n in packed binary-coded decimal, one decimal digit per 4-bit
#   nibble (1234 -> 0x1234, 0 -> 0). Raise ValueError for a negative n.

def bcd_encode_integer(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    result = 0
    shift = 0
    while n > 0:
        result |= (n % 10) << shift
        n //= 10
        shift += 4
    return result

# --- tests ---
import pytest

assert bcd_encode_integer(0) == 0
assert bcd_encode_integer(7) == 0x7
assert bcd_encode_integer(10) == 0x10
assert bcd_encode_integer(99) == 0x99
assert bcd_encode_integer(1234) == 0x1234
assert bcd_encode_integer(905) == 0x905
with pytest.raises(ValueError):
    bcd_encode_integer(-1)
assert bcd_encode_integer(80) == 0x80

# --- implementation 2: read the decimal digits back as hexadecimal ---
def bcd_encode_integer(n):
    if n < 0:
        raise ValueError("negative input")
    digits = str(n)
    return int(digits, 16)

# --- implementation 3: shift in one nibble per decimal digit, most significant first ---
def bcd_encode_integer(n):
    if n < 0:
        raise ValueError("n must be non-negative")
    packed = 0
    for ch in str(n):
        packed = (packed << 4) | int(ch)
    return packed

# --- implementation 4: recursion, the BCD of n // 10 shifted up one nibble ---
def bcd_encode_integer(n):
    if n < 0:
        raise ValueError("negative n")
    if n < 10:
        return n
    return (bcd_encode_integer(n // 10) << 4) | (n % 10)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-500, -1),)
    if r < 0.3:
        return (rng.choice([0, 1, 9, 10, 80, 99, 100, 909, 1000, 9999]),)
    return (rng.randint(0, 10 ** rng.randint(1, 9)),)
