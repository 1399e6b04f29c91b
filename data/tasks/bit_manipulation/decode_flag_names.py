# domain: bit_manipulation
# function: decode_flag_names
# query: Given a bit-flag value and flags, a dict mapping flag names to single-bit masks, return the
#   sorted list of names whose bit is set in value. Raise ValueError if value has bits that no
#   known flag covers, or if value is negative.

def decode_flag_names(value, flags):
    names = []
    known = 0
    for name, mask in flags.items():
        known |= mask
        if value & mask != 0:
            names.append(name)
    if value & ~known:
        raise ValueError("unknown flag bits set")
    return sorted(names)

# --- tests ---
import pytest

assert decode_flag_names(0, {"read": 4, "write": 2, "exec": 1}) == []
assert decode_flag_names(4, {"read": 4, "write": 2, "exec": 1}) == ["read"]
assert decode_flag_names(7, {"read": 4, "write": 2, "exec": 1}) == ["exec", "read", "write"]
assert decode_flag_names(3, {"read": 4, "write": 2, "exec": 1}) == ["exec", "write"]
assert decode_flag_names(1, {"a": 1}) == ["a"]
with pytest.raises(ValueError):
    decode_flag_names(8, {"read": 4, "write": 2, "exec": 1})
with pytest.raises(ValueError):
    decode_flag_names(-1, {"a": 1})
assert decode_flag_names(6, {"read": 4, "write": 2, "exec": 1}) == ["read", "write"]
with pytest.raises(ValueError):
    decode_flag_names(1, {"b": 2})

# --- implementation 2: union of all masks first, then a sorted comprehension ---
def decode_flag_names(value, flags):
    covered = 0
    for mask in flags.values():
        covered |= mask
    if value < 0 or value & ~covered:
        raise ValueError("value has unknown bits")
    return sorted(name for name, mask in flags.items() if value & mask)

# --- implementation 3: walk the set bits of value and look each one up by mask ---
def decode_flag_names(value, flags):
    if value < 0:
        raise ValueError("value must be non-negative")
    by_bit = {}
    for name, mask in flags.items():
        by_bit.setdefault(mask, []).append(name)
    names = []
    bit = 1
    while bit <= value:
        if value & bit:
            if bit not in by_bit:
                raise ValueError("unknown flag bit %d" % bit)
            names.extend(by_bit[bit])
        bit <<= 1
    return sorted(names)

# --- inputs ---
def random_input(rng):
    pool = ["read", "write", "exec", "a", "b", "hidden", "sync", "Z"]
    names = rng.sample(pool, rng.randint(0, 5))
    bits = rng.sample(range(8), len(names))
    flags = {name: 1 << bit for name, bit in zip(names, bits)}
    value = 0
    for mask in flags.values():
        if rng.random() < 0.5:
            value |= mask
    r = rng.random()
    if r < 0.15:
        value |= 1 << rng.choice([0, 0, rng.randint(0, 9)])
    elif r < 0.22:
        value = rng.randint(-8, -1)
    return (value, flags)
