# domain: bit_manipulation
# function: gray_code_to_binary
# query: Decode a reflected binary Gray code value back to the ordinary binary integer it
#   represents. Raise ValueError when the code is negative.

def gray_code_to_binary(gray):
    if gray < 0:
        raise ValueError("gray code must be non-negative")
    result = 0
    while gray > 0:
        result ^= gray
        gray >>= 1
    return result

# --- tests ---
import pytest

assert gray_code_to_binary(0) == 0
assert gray_code_to_binary(1) == 1
assert gray_code_to_binary(3) == 2
assert gray_code_to_binary(2) == 3
assert gray_code_to_binary(6) == 4
assert gray_code_to_binary(4) == 7
assert gray_code_to_binary(15) == 10
with pytest.raises(ValueError):
    gray_code_to_binary(-1)

# --- implementation 2: from the top bit down, each binary bit is the previous one XOR the Gray bit ---
def gray_code_to_binary(gray):
    if gray < 0:
        raise ValueError("negative code")
    bit = 0
    result = 0
    for i in range(gray.bit_length() - 1, -1, -1):
        bit ^= (gray >> i) & 1
        result |= bit << i
    return result

# --- implementation 3: running XOR over the characters of the binary string ---
def gray_code_to_binary(gray):
    if gray < 0:
        raise ValueError("gray code must be non-negative")
    out = []
    current = "0"
    for ch in bin(gray)[2:]:
        current = "1" if ch != current else "0"
        out.append(current)
    return int("".join(out), 2)

# --- implementation 4: prefix XOR by doubling shifts (1, 2, 4, ...) ---
def gray_code_to_binary(gray):
    if gray < 0:
        raise ValueError("code must be non-negative")
    shift = 1
    while shift < gray.bit_length():
        gray ^= gray >> shift
        shift <<= 1
    return gray

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-30, -1),)
    if r < 0.3:
        k = rng.randint(0, 20)
        return (rng.choice([0, 1 << k, (1 << k) - 1]),)
    return (rng.randint(0, 1 << rng.randint(1, 30)),)
