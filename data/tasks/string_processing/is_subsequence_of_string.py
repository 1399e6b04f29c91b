# domain: string_processing
# function: is_subsequence_of_string
# query: Check whether pattern is a subsequence of text, i.e. all characters of pattern appear in
#   text in the same order but not necessarily contiguously. The empty pattern is a subsequence of
#   anything. Returns a bool.

def is_subsequence_of_string(pattern, text):
    i = 0
    for ch in text:
        if i == len(pattern):
            break
        if ch == pattern[i]:
            i += 1
    return i == len(pattern)

# --- tests ---
import pytest

assert is_subsequence_of_string("", "") is True
assert is_subsequence_of_string("", "abc") is True
assert is_subsequence_of_string("a", "") is False
assert is_subsequence_of_string("abc", "ahbgdc") is True
assert is_subsequence_of_string("axc", "ahbgdc") is False
assert is_subsequence_of_string("abc", "abc") is True
assert is_subsequence_of_string("aa", "a") is False
assert is_subsequence_of_string("ba", "ab") is False
assert is_subsequence_of_string("ac", "abcd") is True
