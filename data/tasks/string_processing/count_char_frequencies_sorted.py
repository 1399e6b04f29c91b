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

# --- implementation 2: a Counter of the non-space lower-cased characters, sorted ---
from collections import Counter


def count_char_frequencies_sorted(text):
    tally = Counter()
    for ch in text.lower():
        if not ch.isspace():
            tally[ch] += 1
    return sorted(tally.items(), key=lambda item: (-item[1], item[0]))

# --- implementation 3: str.count for each distinct character, sorted by a key ---
def count_char_frequencies_sorted(text):
    lowered = "".join(ch for ch in text.lower() if not ch.isspace())
    distinct = sorted(set(lowered))
    pairs = [(ch, lowered.count(ch)) for ch in distinct]
    pairs.sort(key=lambda pair: -pair[1])
    return pairs

# --- implementation 4: sort the characters, count each run with groupby, then order the runs ---
from itertools import groupby


def count_char_frequencies_sorted(text):
    chars = sorted(ch for ch in text.lower() if not ch.isspace())
    runs = [(ch, sum(1 for _ in group)) for ch, group in groupby(chars)]
    runs.sort(key=lambda run: run[1], reverse=True)
    return runs

# --- inputs ---
def random_input(rng):
    return ("".join(rng.choice("aAbBnx! \t") for _ in range(rng.randint(0, 12))),)
