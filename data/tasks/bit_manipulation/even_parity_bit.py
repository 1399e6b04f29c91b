# domain: bit_manipulation
# function: even_parity_bit
# query: Compute the even-parity bit for a 7-bit data word: return 1 if the word has an odd
#   number of 1 bits (so the total becomes even) else 0. Raise ValueError if the word is not in
#   0..127.

def even_parity_bit(word):
    if word < 0 or word > 127:
        raise ValueError("word must be 7 bits")
    ones = 0
    for position in range(7):
        ones += (word >> position) & 1
    return ones % 2

# --- tests ---
import pytest

assert even_parity_bit(0) == 0
assert even_parity_bit(1) == 1
assert even_parity_bit(3) == 0
assert even_parity_bit(0b1000000) == 1
assert even_parity_bit(127) == 1
assert even_parity_bit(0b1010101) == 0
assert even_parity_bit(0b1100001) == 1
with pytest.raises(ValueError):
    even_parity_bit(128)
with pytest.raises(ValueError):
    even_parity_bit(-1)

# --- implementation 2: count '1' characters of bin(word), take it mod 2 ---
def even_parity_bit(word):
    if not 0 <= word <= 127:
        raise ValueError("word out of 7-bit range")
    ones = bin(word).count("1")
    return ones % 2

# --- implementation 3: fold the word onto itself with XOR shifts ---
def even_parity_bit(word):
    if word < 0 or word >= 128:
        raise ValueError("not a 7-bit word")
    word ^= word >> 4
    word ^= word >> 2
    word ^= word >> 1
    return word & 1

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.06:
        return (rng.randint(-20, -1),)
    if r < 0.12:
        return (rng.randint(128, 300),)
    if r < 0.3:
        return (rng.choice([0, 1, 64, 127, 126, 63]),)
    return (rng.randint(0, 127),)
