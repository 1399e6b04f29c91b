# domain: bit_manipulation
# function: encode_flag_names
# query: Combine a list of flag names into one integer by OR-ing their masks from a name -> mask
#   dict (repeated names are fine, an empty list gives 0). Raise KeyError for an unknown name.

def encode_flag_names(names, flags):
    value = 0
    for name in names:
        if name not in flags:
            raise KeyError(name)
        value |= flags[name]
    return value

# --- tests ---
import pytest

assert encode_flag_names([], {"r": 4, "w": 2, "x": 1}) == 0
assert encode_flag_names(["r"], {"r": 4, "w": 2, "x": 1}) == 4
assert encode_flag_names(["r", "w"], {"r": 4, "w": 2, "x": 1}) == 6
assert encode_flag_names(["x", "x"], {"r": 4, "w": 2, "x": 1}) == 1
assert encode_flag_names(["r", "w", "x"], {"r": 4, "w": 2, "x": 1}) == 7
assert encode_flag_names(["a", "b"], {"a": 3, "b": 6}) == 7
with pytest.raises(KeyError):
    encode_flag_names(["r", "z"], {"r": 4})
assert encode_flag_names(["w"], {"r": 4, "w": 2, "x": 1}) == 2
