# domain: string_processing
# function: rotate_string_by_k
# query: Rotate the string text by k positions: positive k rotates left ("abcdef", 2 -> "cdefab"),
#   negative k rotates right, and k larger than the length wraps around. An empty string stays
#   empty.

def rotate_string_by_k(text, k):
    if text == "":
        return ""
    k %= len(text)
    return text[k:] + text[:k]

# --- tests ---
import pytest

assert rotate_string_by_k("", 3) == ""
assert rotate_string_by_k("abcdef", 2) == "cdefab"
assert rotate_string_by_k("abcdef", -2) == "efabcd"
assert rotate_string_by_k("abcdef", 8) == "cdefab"
assert rotate_string_by_k("abcdef", 6) == "abcdef"
assert rotate_string_by_k("abcdef", 0) == "abcdef"
assert rotate_string_by_k("ab", 1) == "ba"
assert rotate_string_by_k("x", 5) == "x"
