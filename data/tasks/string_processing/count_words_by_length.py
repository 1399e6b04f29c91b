# domain: string_processing
# function: count_words_by_length
# query: Build a histogram of word lengths for a text: words are maximal runs of letters, and the
#   result is a list where index i holds how many words have length i, running up to the longest
#   word length (so index 0 is always 0). Text with no words gives [0].

def count_words_by_length(text):
    lengths = []
    current = 0
    for ch in text + " ":
        if ch.isalpha():
            current += 1
        elif current > 0:
            lengths.append(current)
            current = 0
    histogram = [0] * (max(lengths, default=0) + 1)
    for n in lengths:
        histogram[n] += 1
    return histogram

# --- tests ---
import pytest

assert count_words_by_length("") == [0]
assert count_words_by_length("123 !") == [0]
assert count_words_by_length("a") == [0, 1]
assert count_words_by_length("I am here") == [0, 1, 1, 0, 1]
assert count_words_by_length("cat dog, emu!") == [0, 0, 0, 3]
assert count_words_by_length("ab1cd") == [0, 0, 2]
assert count_words_by_length("hello a") == [0, 1, 0, 0, 0, 1]

# --- implementation 2: blank out every non-letter, split, tally the lengths in a Counter ---
from collections import Counter


def count_words_by_length(text):
    spaced = "".join(ch if ch.isalpha() else " " for ch in text)
    tally = Counter(len(word) for word in spaced.split())
    longest = max(tally, default=0)
    return [tally[n] for n in range(longest + 1)]

# --- implementation 3: groupby on str.isalpha; grow the histogram as longer words appear ---
from itertools import groupby


def count_words_by_length(text):
    histogram = [0]
    for is_word, run in groupby(text, key=str.isalpha):
        if not is_word:
            continue
        size = len(list(run))
        if size >= len(histogram):
            histogram.extend([0] * (size + 1 - len(histogram)))
        histogram[size] += 1
    return histogram

# --- inputs ---
def random_input(rng):
    pool = ["I", "am", "here", " ", "cat", "dog,", "emu!", "ab1cd", "hello", "123", "!", "a", "é", "x²y", "_a_", "e\u0301t", "\t\n"]
    return ("".join(rng.choice(pool) + rng.choice(["", " "]) for _ in range(rng.randint(0, 6))),)
