# domain: string_processing
# function: count_char_frequencies_sorted
# query: Return a list of (character, count) pairs for the string text, sorted by descending count
#   and then by character for ties. Whitespace characters are skipped and letters are compared
#   case-insensitively (counted in lowercase).

def count_char_frequencies_sorted(text):
    counts = {}
    for ch in text.lower():
        if ch.isspace():
            continue
        counts[ch] = counts.get(ch, 0) + 1
    pairs = list(counts.items())
    pairs.sort(key=lambda p: (-p[1], p[0]))
    return pairs

# --- tests ---
import pytest

assert count_char_frequencies_sorted("") == []
assert count_char_frequencies_sorted("  \t") == []
assert count_char_frequencies_sorted("a") == [("a", 1)]
assert count_char_frequencies_sorted("banana") == [("a", 3), ("n", 2), ("b", 1)]
assert count_char_frequencies_sorted("Aa b") == [("a", 2), ("b", 1)]
assert count_char_frequencies_sorted("cba") == [("a", 1), ("b", 1), ("c", 1)]
assert count_char_frequencies_sorted("x!x!") == [("!", 2), ("x", 2)]
