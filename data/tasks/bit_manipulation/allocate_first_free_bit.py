# domain: bit_manipulation
# function: allocate_first_free_bit
# query: Treat a non-negative integer as an allocation bitmap of `size` slots (bit i set = slot i
#   used). Find the lowest free slot and return a tuple (slot, new_bitmap) with that bit set, or
#   (-1, bitmap) when all slots are used. Raise ValueError for a negative bitmap or size.

def allocate_first_free_bit(bitmap, size):
    if bitmap < 0 or size < 0:
        raise ValueError("bitmap and size must be non-negative")
    for slot in range(size):
        mask = 1 << slot
        if bitmap & mask == 0:
            return (slot, bitmap | mask)
    return (-1, bitmap)

# --- tests ---
import pytest

assert allocate_first_free_bit(0, 4) == (0, 1)
assert allocate_first_free_bit(1, 4) == (1, 3)
assert allocate_first_free_bit(0b1011, 4) == (2, 0b1111)
assert allocate_first_free_bit(0b1111, 4) == (-1, 0b1111)
assert allocate_first_free_bit(0b0111, 4) == (3, 0b1111)
assert allocate_first_free_bit(0, 0) == (-1, 0)
assert allocate_first_free_bit(0b10, 1) == (0, 0b11)
with pytest.raises(ValueError):
    allocate_first_free_bit(-1, 4)
with pytest.raises(ValueError):
    allocate_first_free_bit(0, -1)

# --- implementation 2: lowest zero bit isolated with ~bitmap & (bitmap + 1) ---
def allocate_first_free_bit(bitmap, size):
    if bitmap < 0 or size < 0:
        raise ValueError("negative bitmap or size")
    free = ~bitmap & (bitmap + 1)
    slot = free.bit_length() - 1
    if slot >= size:
        return (-1, bitmap)
    return (slot, bitmap | free)

# --- implementation 3: the first '0' of the binary string read from its least significant end ---
def allocate_first_free_bit(bitmap, size):
    if min(bitmap, size) < 0:
        raise ValueError("bitmap and size must be non-negative")
    digits = "".join(reversed(format(bitmap, "b")))
    slot = digits.find("0")
    if slot == -1:
        slot = len(digits)
    if slot >= size:
        return (-1, bitmap)
    return (slot, bitmap | (1 << slot))

# --- implementation 4: next() over the slot numbers whose bit is clear ---
def allocate_first_free_bit(bitmap, size):
    if bitmap < 0 or size < 0:
        raise ValueError("negative argument")
    slot = next((s for s in range(size) if not (bitmap >> s) & 1), -1)
    if slot < 0:
        return (-1, bitmap)
    return (slot, bitmap + (1 << slot))

# --- inputs ---
def random_input(rng):
    size = rng.randint(0, 10)
    r = rng.random()
    if r < 0.08:
        return (rng.randint(-8, -1), size)
    if r < 0.12:
        return (rng.randint(0, 15), rng.randint(-3, -1))
    if r < 0.4:
        full = (1 << size) - 1
        extra = rng.randint(0, 7) << size
        hole = rng.choice([0, 0, 1 << rng.randint(0, max(size - 1, 0))])
        return ((full & ~hole) | extra, size)
    return (rng.randint(0, 1 << rng.randint(0, 12)), size)
