# domain: string_processing
# function: common_characters_sorted
# query: Return a sorted string of the characters shared by two strings, counting multiplicity: each
#   character appears min(count in a, count in b) times. Comparison is case-sensitive.

def common_characters_sorted(a, b):
    counts = {}
    for ch in a:
        counts[ch] = counts.get(ch, 0) + 1
    shared = []
    for ch in b:
        if counts.get(ch, 0) > 0:
            shared.append(ch)
            counts[ch] -= 1
    shared.sort()
    return "".join(shared)

# --- tests ---
import pytest

assert common_characters_sorted("", "abc") == ""
assert common_characters_sorted("abc", "") == ""
assert common_characters_sorted("abc", "cab") == "abc"
assert common_characters_sorted("aab", "aaab") == "aab"
assert common_characters_sorted("aaab", "ab") == "ab"
assert common_characters_sorted("hello", "world") == "lo"
assert common_characters_sorted("Aa", "aa") == "a"
assert common_characters_sorted("xyz", "abc") == ""
