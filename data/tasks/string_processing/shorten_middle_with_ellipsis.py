# domain: string_processing
# function: shorten_middle_with_ellipsis
# query: Shorten text, a long string (like a file path), to at most max_len characters by replacing
#   its middle with "...", keeping more characters at the start than the end when the split is
#   uneven. Strings that fit are unchanged; raise ValueError if max_len < 5.

def shorten_middle_with_ellipsis(text, max_len):
    if max_len < 5:
        raise ValueError("max_len must be at least 5")
    if len(text) <= max_len:
        return text
    keep = max_len - 3
    head = (keep + 1) // 2
    tail = keep - head
    return text[:head] + "..." + text[len(text) - tail:]

# --- tests ---
import pytest

assert shorten_middle_with_ellipsis("short", 10) == "short"
assert shorten_middle_with_ellipsis("abcdefghij", 10) == "abcdefghij"
assert shorten_middle_with_ellipsis("abcdefghijk", 10) == "abcd...ijk"
assert shorten_middle_with_ellipsis("abcdefghijk", 9) == "abc...ijk"
assert shorten_middle_with_ellipsis("abcdefghijk", 8) == "abc...jk"
assert shorten_middle_with_ellipsis("abcdefghijk", 5) == "a...k"
assert shorten_middle_with_ellipsis("/usr/local/lib/python3/site.py", 16) == "/usr/lo...ite.py"
with pytest.raises(ValueError):
    shorten_middle_with_ellipsis("abcdef", 4)

# --- implementation 2: ceil and floor halves of the room left for text ---
import math


def shorten_middle_with_ellipsis(text, max_len):
    if max_len < 5:
        raise ValueError("max_len too small")
    if len(text) > max_len:
        room = max_len - 3
        front, back = math.ceil(room / 2), math.floor(room / 2)
        text = text[:front] + "..." + text[-back:]
    return text

# --- implementation 3: drop a centred block so the result is exactly max_len ---
def shorten_middle_with_ellipsis(text, max_len):
    if max_len < 5:
        raise ValueError(max_len)
    excess = len(text) - max_len
    if excess <= 0:
        return text
    remove = excess + 3
    start = (len(text) - remove + 1) // 2
    return text[:start] + "..." + text[start + remove:]

# --- inputs ---
def random_input(rng):
    text = "abcdefghijklmnopqrstuvwxyz"[: rng.randint(0, 20)]
    max_len = rng.choice([5, 6, 7, 8, 9, 10, len(text), len(text) - 1, 4, 3, 15])
    return (text, max_len)
