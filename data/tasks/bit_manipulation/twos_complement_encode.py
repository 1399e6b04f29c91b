# domain: bit_manipulation
# function: twos_complement_encode
# query: Encode a signed integer number as its unsigned two's complement bit pattern of the given
#   width (e.g. number -1 with width 8 -> 255). Raise OverflowError if number is outside the
#   representable range -2**(width-1) .. 2**(width-1)-1, and ValueError if width is not
#   positive.

def twos_complement_encode(number, width):
    if width <= 0:
        raise ValueError("width must be positive")
    low = -(1 << (width - 1))
    high = (1 << (width - 1)) - 1
    if number < low or number > high:
        raise OverflowError("number out of range")
    if number < 0:
        return number + (1 << width)
    return number

# --- tests ---
import pytest

assert twos_complement_encode(0, 8) == 0
assert twos_complement_encode(-1, 8) == 255
assert twos_complement_encode(127, 8) == 127
assert twos_complement_encode(-128, 8) == 128
assert twos_complement_encode(-2, 4) == 14
assert twos_complement_encode(-32768, 16) == 0x8000
with pytest.raises(OverflowError):
    twos_complement_encode(128, 8)
with pytest.raises(OverflowError):
    twos_complement_encode(-129, 8)
with pytest.raises(ValueError):
    twos_complement_encode(0, 0)
assert twos_complement_encode(-1, 1) == 1

# --- implementation 2: range check, then mask to width bits ---
def twos_complement_encode(number, width):
    if width < 1:
        raise ValueError("width must be positive")
    half = 1 << (width - 1)
    if not -half <= number < half:
        raise OverflowError("number does not fit")
    return number & ((1 << width) - 1)

# --- implementation 3: range check, then reduce modulo 2**width ---
def twos_complement_encode(number, width):
    if width <= 0:
        raise ValueError("width must be positive")
    modulus = 2 ** width
    if number >= modulus // 2 or number < -(modulus // 2):
        raise OverflowError("number out of range")
    return number % modulus

# --- inputs ---
def random_input(rng):
    width = rng.choice([1, 2, 4, 8, 16, 32, rng.randint(1, 20)])
    if rng.random() < 0.06:
        return (0, rng.randint(-3, 0))
    half = 1 << (width - 1)
    number = rng.choice([0, -1, half - 1, -half, half, -half - 1, rng.randint(-half, half - 1)])
    return (number, width)
