# domain: data_transformation
# function: upsample_by_repeating
# query: Upsample a list values by repeating each element factor times in place ([1, 2] with factor
#   3 -> [1, 1, 1, 2, 2, 2]). A factor of 0 gives []; a negative factor raises ValueError.

def upsample_by_repeating(values, factor):
    if factor < 0:
        raise ValueError("factor must be non-negative")
    result = []
    for v in values:
        for _ in range(factor):
            result.append(v)
    return result

# --- tests ---
import pytest

assert upsample_by_repeating([], 3) == []
assert upsample_by_repeating([1, 2], 3) == [1, 1, 1, 2, 2, 2]
assert upsample_by_repeating([1, 2], 1) == [1, 2]
assert upsample_by_repeating([1, 2], 0) == []
assert upsample_by_repeating(["a"], 2) == ["a", "a"]
assert upsample_by_repeating([None, 0], 2) == [None, None, 0, 0]
with pytest.raises(ValueError):
    upsample_by_repeating([1], -1)
