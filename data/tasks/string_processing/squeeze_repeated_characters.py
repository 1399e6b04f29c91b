# domain: string_processing
# function: squeeze_repeated_characters
# query: Collapse runs of the same character in text so that no character appears more than max_run
#   times in a row; max_run defaults to 1 ("aaabbbb" with max_run 2 -> "aabb"). Raise ValueError if
#   max_run < 1.

def squeeze_repeated_characters(text, max_run=1):
    if max_run < 1:
        raise ValueError("max_run must be at least 1")
    out = []
    for i, ch in enumerate(text):
        if i > 0 and ch == text[i - 1]:
            run += 1
        else:
            run = 1
        if run <= max_run:
            out.append(ch)
    return "".join(out)

# --- tests ---
import pytest

assert squeeze_repeated_characters("") == ""
assert squeeze_repeated_characters("aaabccdd") == "abcd"
assert squeeze_repeated_characters("aaabbbb", 2) == "aabb"
assert squeeze_repeated_characters("abab") == "abab"
assert squeeze_repeated_characters("aaa", 3) == "aaa"
assert squeeze_repeated_characters("aaaa", 3) == "aaa"
assert squeeze_repeated_characters("baa") == "ba"
assert squeeze_repeated_characters("  x  ") == " x "
with pytest.raises(ValueError):
    squeeze_repeated_characters("aa", 0)
