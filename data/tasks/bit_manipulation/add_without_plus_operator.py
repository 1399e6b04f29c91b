# domain: bit_manipulation
# function: add_without_plus_operator
# query: Add two non-negative integers a and b using only bitwise operations (XOR for the sum bits,
#   AND and shift for the carries), never the + operator. Raise ValueError when a or b is
#   negative.

def add_without_plus_operator(a, b):
    if a < 0 or b < 0:
        raise ValueError("inputs must be non-negative")
    while b != 0:
        carry = (a & b) << 1
        a = a ^ b
        b = carry
    return a

# --- tests ---
import pytest

assert add_without_plus_operator(0, 0) == 0
assert add_without_plus_operator(1, 0) == 1
assert add_without_plus_operator(0, 1) == 1
assert add_without_plus_operator(1, 1) == 2
assert add_without_plus_operator(7, 9) == 16
assert add_without_plus_operator(123, 456) == 579
assert add_without_plus_operator(255, 1) == 256
with pytest.raises(ValueError):
    add_without_plus_operator(-1, 2)
with pytest.raises(ValueError):
    add_without_plus_operator(2, -1)

# --- implementation 2: recursion on (sum without carry, carry) until the carry vanishes ---
def add_without_plus_operator(a, b):
    if min(a, b) < 0:
        raise ValueError("negative operand")
    if not b:
        return a
    return add_without_plus_operator(a ^ b, (a & b) << 1)

# --- implementation 3: ripple-carry full adder, one bit position at a time ---
def add_without_plus_operator(a, b):
    if a < 0 or b < 0:
        raise ValueError("operands must be non-negative")
    result, carry, mask = 0, 0, 1
    while a or b or carry:
        x, y = a & 1, b & 1
        if x ^ y ^ carry:
            result |= mask
        carry = (x & y) | (carry & (x ^ y))
        a >>= 1
        b >>= 1
        mask <<= 1
    return result

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.1:
        return (rng.randint(-20, -1), rng.randint(0, 20)) if rng.random() < 0.5 else (rng.randint(0, 20), rng.randint(-20, -1))
    if r < 0.35:
        k = rng.randint(0, 12)
        return (rng.choice([0, (1 << k) - 1, 1 << k]), rng.choice([0, 1, (1 << k) - 1, 1 << k]))
    return (rng.randint(0, 5000), rng.randint(0, 5000))
