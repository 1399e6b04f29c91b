# domain: string_processing
# function: mask_all_but_last_chars
# query: Mask text, a sensitive string such as a card number, replacing every character except the
#   last visible ones (default 4) with "#". Strings no longer than visible are returned
#   unchanged. Raise ValueError if visible is negative.

def mask_all_but_last_chars(text, visible=4):
    if visible < 0:
        raise ValueError("visible must be non-negative")
    hidden = max(0, len(text) - visible)
    return "#" * hidden + text[hidden:]

# --- tests ---
import pytest

assert mask_all_but_last_chars("4556364607935616") == "############5616"
assert mask_all_but_last_chars("1234") == "1234"
assert mask_all_but_last_chars("12345") == "#2345"
assert mask_all_but_last_chars("") == ""
assert mask_all_but_last_chars("secret", 0) == "######"
assert mask_all_but_last_chars("secret", 1) == "#####t"
assert mask_all_but_last_chars("ab", 5) == "ab"
with pytest.raises(ValueError):
    mask_all_but_last_chars("abc", -1)

# --- implementation 2: per-character choice by position from the end ---
def mask_all_but_last_chars(text, visible=4):
    if visible < 0:
        raise ValueError(visible)
    n = len(text)
    chars = [c if n - i <= visible else "#" for i, c in enumerate(text)]
    return "".join(chars)

# --- implementation 3: right-justify the visible tail with a fill character ---
def mask_all_but_last_chars(text, visible=4):
    if visible < 0:
        raise ValueError("negative count")
    if len(text) <= visible:
        return text
    tail = text[len(text) - visible:]
    return tail.rjust(len(text), "#")

# --- implementation 4: regex replaces every character that still has visible characters after it ---
import re


def mask_all_but_last_chars(text, visible=4):
    if visible < 0:
        raise ValueError("visible must be >= 0")
    pattern = r".(?=.{%d})" % visible
    return re.sub(pattern, "#", text, flags=re.S)

# --- inputs ---
def random_input(rng):
    text = "".join(rng.choice("0123456789ab") for _ in range(rng.randint(0, 10)))
    r = rng.random()
    if r < 0.3:
        return (text,)
    if r < 0.4:
        return (text, -rng.randint(1, 3))
    return (text, rng.choice([0, 1, 2, 4, len(text), len(text) + 1, len(text) - 1 if text else 0]))
