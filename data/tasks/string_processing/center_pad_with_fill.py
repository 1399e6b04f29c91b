# domain: string_processing
# function: center_pad_with_fill
# query: Center text in a field of the given width using a single fill character (default ' ', a
#   space); when the padding is odd, the extra fill character goes on the right. Text already
#   at least width long is returned unchanged. Raise ValueError if fill is not exactly one
#   character.

def center_pad_with_fill(text, width, fill=" "):
    if len(fill) != 1:
        raise ValueError("fill must be a single character")
    total = max(0, width - len(text))
    left = total // 2
    right = total - left
    return fill * left + text + fill * right

# --- tests ---
import pytest

assert center_pad_with_fill("abc", 7, "*") == "**abc**"
assert center_pad_with_fill("abc", 6, "*") == "*abc**"
assert center_pad_with_fill("abc", 4, "-") == "abc-"
assert center_pad_with_fill("abc", 3, "-") == "abc"
assert center_pad_with_fill("abcd", 2) == "abcd"
assert center_pad_with_fill("", 3, ".") == ".. ".replace(" ", ".")
assert center_pad_with_fill("x", 4) == " x  "
with pytest.raises(ValueError):
    center_pad_with_fill("a", 5, "")
with pytest.raises(ValueError):
    center_pad_with_fill("a", 5, "ab")
