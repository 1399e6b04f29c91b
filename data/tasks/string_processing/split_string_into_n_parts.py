# domain: string_processing
# function: split_string_into_n_parts
# query: Split a string into exactly n contiguous parts whose lengths differ by at most one, giving
#   the longer parts first ("abcdefg", 3 -> ["abc", "de", "fg"]). Parts may be empty when n exceeds
#   the length. Raise ValueError if n < 1.

def split_string_into_n_parts(text, n):
    if n < 1:
        raise ValueError("n must be positive")
    base, extra = divmod(len(text), n)
    parts = []
    start = 0
    for i in range(n):
        size = base + 1 if i < extra else base
        parts.append(text[start:start + size])
        start += size
    return parts

# --- tests ---
import pytest

assert split_string_into_n_parts("abcdefg", 3) == ["abc", "de", "fg"]
assert split_string_into_n_parts("abcdef", 3) == ["ab", "cd", "ef"]
assert split_string_into_n_parts("abcdefgh", 3) == ["abc", "def", "gh"]
assert split_string_into_n_parts("ab", 4) == ["a", "b", "", ""]
assert split_string_into_n_parts("", 2) == ["", ""]
assert split_string_into_n_parts("xyz", 1) == ["xyz"]
with pytest.raises(ValueError):
    split_string_into_n_parts("abc", 0)
