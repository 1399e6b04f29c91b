# domain: string_processing
# function: first_non_repeating_character
# query: Return the first character in a string that appears exactly once (case-sensitive), or
#   None if every character repeats or the string is empty.

def first_non_repeating_character(s):
    counts = {}
    for ch in s:
        counts[ch] = counts.get(ch, 0) + 1
    for ch in s:
        if counts[ch] == 1:
            return ch
    return None

# --- tests ---
import pytest

assert first_non_repeating_character("") is None
assert first_non_repeating_character("a") == "a"
assert first_non_repeating_character("aabb") is None
assert first_non_repeating_character("leetcode") == "l"
assert first_non_repeating_character("loveleetcode") == "v"
assert first_non_repeating_character("aabbc") == "c"
assert first_non_repeating_character("aA") == "a"
assert first_non_repeating_character("abcab") == "c"
