# domain: bit_manipulation
# function: bcd_decode_integer
# query: Decode a packed binary-coded decimal value bcd (one decimal digit per nibble, 0x1234 ->
#   1234) back to an integer. Raise ValueError if bcd is negative or any nibble is greater than
#   9.

def bcd_decode_integer(bcd):
    if bcd < 0:
        raise ValueError("bcd must be non-negative")
    result = 0
    place = 1
    while bcd > 0:
        digit = bcd & 0xF
        if digit > 9:
            raise ValueError("invalid BCD nibble")
        result += digit * place
        place *= 10
        bcd >>= 4
    return result

# --- tests ---
import pytest

assert bcd_decode_integer(0) == 0
assert bcd_decode_integer(0x7) == 7
assert bcd_decode_integer(0x10) == 10
assert bcd_decode_integer(0x99) == 99
assert bcd_decode_integer(0x1234) == 1234
assert bcd_decode_integer(0x905) == 905
with pytest.raises(ValueError):
    bcd_decode_integer(0x1A)
with pytest.raises(ValueError):
    bcd_decode_integer(-1)

# --- implementation 2: the hexadecimal spelling of a valid BCD value is its decimal spelling ---
def bcd_decode_integer(bcd):
    if bcd < 0:
        raise ValueError("negative BCD value")
    text = format(bcd, "x")
    if any(ch not in "0123456789" for ch in text):
        raise ValueError("nibble above 9")
    return int(text)

# --- implementation 3: recursion on divmod by 16 ---
def bcd_decode_integer(bcd):
    if bcd < 0:
        raise ValueError("bcd must not be negative")
    if bcd == 0:
        return 0
    high, digit = divmod(bcd, 16)
    if digit >= 10:
        raise ValueError("nibble is not a decimal digit")
    return bcd_decode_integer(high) * 10 + digit

# --- implementation 4: list the nibbles, validate them, weight by powers of ten ---
def bcd_decode_integer(bcd):
    if bcd < 0:
        raise ValueError("negative value")
    nibbles = [(bcd >> shift) & 0xF for shift in range(0, bcd.bit_length(), 4)]
    if any(d > 9 for d in nibbles):
        raise ValueError("nibble is not a decimal digit")
    return sum(d * 10 ** i for i, d in enumerate(nibbles))

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-300, -1),)
    n = rng.choice([0, 9, 10, 99, 100, rng.randint(0, 10 ** rng.randint(1, 7))])
    value = int(str(n), 16)
    if r < 0.35:
        pos = rng.randint(0, len(str(n)))
        value = (value & ~(0xF << (4 * pos))) | (rng.randint(10, 15) << (4 * pos))
    return (value,)
