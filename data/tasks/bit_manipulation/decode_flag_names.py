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
