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
