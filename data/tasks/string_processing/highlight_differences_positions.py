# domain: string_processing
# function: highlight_differences_positions
# query: Compare two strings a and b position by position and return a marker string with "^" under
#   each differing position and " " where they match; if one string is longer, the extra
#   positions are all marked "^". Trailing spaces are removed from the marker.

def highlight_differences_positions(a, b):
    length = max(len(a), len(b))
    marks = []
    for i in range(length):
        if i < len(a) and i < len(b) and a[i] == b[i]:
            marks.append(" ")
        else:
            marks.append("^")
    return "".join(marks).rstrip()

# --- tests ---
import pytest

assert highlight_differences_positions("", "") == ""
assert highlight_differences_positions("abc", "abc") == ""
assert highlight_differences_positions("abc", "abd") == "  ^"
assert highlight_differences_positions("abc", "xbc") == "^"
assert highlight_differences_positions("ab", "abcd") == "  ^^"
assert highlight_differences_positions("abcd", "ab") == "  ^^"
assert highlight_differences_positions("kitten", "sitting") == "^   ^ ^"
assert highlight_differences_positions("a", "") == "^"

# --- implementation 2: zip_longest with a fill that never equals a character ---
from itertools import zip_longest


def highlight_differences_positions(a, b):
    marker = ""
    for x, y in zip_longest(a, b):
        marker += " " if x == y and x is not None else "^"
    return marker.rstrip(" ")

# --- implementation 3: mark the common prefix positions, then the length difference ---
def highlight_differences_positions(a, b):
    common = min(len(a), len(b))
    marks = ["^" if a[i] != b[i] else " " for i in range(common)]
    marks += ["^"] * (max(len(a), len(b)) - common)
    return "".join(marks).rstrip()

# --- implementation 4: collect the differing positions (slices are empty past the end), mark up to the last one ---
def highlight_differences_positions(a, b):
    differing = [i for i in range(max(len(a), len(b))) if a[i:i + 1] != b[i:i + 1]]
    if not differing:
        return ""
    marker = [" "] * (differing[-1] + 1)
    for i in differing:
        marker[i] = "^"
    return "".join(marker)

# --- inputs ---
def random_input(rng):
    a = "".join(rng.choice("abc ") for _ in range(rng.randint(0, 7)))
    b = "".join(ch if rng.random() < 0.6 else rng.choice("abc ") for ch in a)
    b = b[:rng.randint(0, len(b))] if rng.random() < 0.3 else b + "".join(rng.choice("ab ") for _ in range(rng.randint(0, 2)))
    return (a, b) if rng.random() < 0.5 else (b, a)
