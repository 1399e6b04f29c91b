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
