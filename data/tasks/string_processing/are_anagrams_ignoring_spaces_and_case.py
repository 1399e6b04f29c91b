# domain: string_processing
# function: are_anagrams_ignoring_spaces_and_case
# query: Decide whether two phrases a and b are anagrams of each other, ignoring spaces and letter
#   case but counting every other character (punctuation and digits matter). Two empty or
#   all-space strings are anagrams. Returns a bool.

def are_anagrams_ignoring_spaces_and_case(a, b):
    counts = {}
    for ch in a.lower():
        if ch != " ":
            counts[ch] = counts.get(ch, 0) + 1
    for ch in b.lower():
        if ch == " ":
            continue
        counts[ch] = counts.get(ch, 0) - 1
    for value in counts.values():
        if value != 0:
            return False
    return True

# --- tests ---
import pytest

assert are_anagrams_ignoring_spaces_and_case("", "  ") is True
assert are_anagrams_ignoring_spaces_and_case("Listen", "Silent") is True
assert are_anagrams_ignoring_spaces_and_case("Dormitory", "dirty room") is True
assert are_anagrams_ignoring_spaces_and_case("abc", "abcc") is False
assert are_anagrams_ignoring_spaces_and_case("abcc", "abc") is False
assert are_anagrams_ignoring_spaces_and_case("a!", "a") is False
assert are_anagrams_ignoring_spaces_and_case("a", "a!") is False
assert are_anagrams_ignoring_spaces_and_case("a1b", "b 1 A") is True
assert are_anagrams_ignoring_spaces_and_case("aab", "abb") is False
