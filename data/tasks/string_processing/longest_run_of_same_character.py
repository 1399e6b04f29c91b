# domain: string_processing
# function: longest_run_of_same_character
# query: Find the longest run of one repeated character in the string s and return it as a
#   (character, length) tuple; on ties the earliest run wins. Return ("", 0) for an empty
#   string.

def longest_run_of_same_character(s):
    if s == "":
        return ("", 0)
    best_char, best_len = s[0], 1
    run = 1
    for i in range(1, len(s)):
        if s[i] == s[i - 1]:
            run += 1
        else:
            run = 1
        if run > best_len:
            best_char, best_len = s[i], run
    return (best_char, best_len)

# --- tests ---
import pytest

assert longest_run_of_same_character("") == ("", 0)
assert longest_run_of_same_character("a") == ("a", 1)
assert longest_run_of_same_character("abc") == ("a", 1)
assert longest_run_of_same_character("aabbb") == ("b", 3)
assert longest_run_of_same_character("aaabb") == ("a", 3)
assert longest_run_of_same_character("abbcc") == ("b", 2)
assert longest_run_of_same_character("xyyyzyyyy") == ("y", 4)
assert longest_run_of_same_character("  ab") == (" ", 2)
