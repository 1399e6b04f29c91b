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

# --- implementation 2: right-justify by half the padding, then left-justify to the full width ---
def center_pad_with_fill(text, width, fill=" "):
    if len(fill) != 1:
        raise ValueError("fill must be one character, got %r" % fill)
    if len(text) >= width:
        return text
    half = (width - len(text)) // 2
    return text.rjust(len(text) + half, fill).ljust(width, fill)

# --- implementation 3: the format mini-language's centre alignment (extra fill on the right) ---
def center_pad_with_fill(text, width, fill=" "):
    if len(fill) != 1:
        raise ValueError("fill must be exactly one character")
    spec = fill + "^" + str(max(width, 0))
    return format(text, spec)

# --- inputs ---
def random_input(rng):
    text = rng.choice(["", "x", "abc", "abcd", "hello"])
    width = rng.randint(0, 9)
    r = rng.random()
    if r < 0.3:
        return (text, width)
    fill = rng.choice(["*", "-", ".", " ", "#"]) if r < 0.93 else rng.choice(["", "ab"])
    return (text, width, fill)
