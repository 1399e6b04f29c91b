# domain: string_processing
# function: word_frequency_top_k
# query: Given a text, return its k most frequent words as (word, count) pairs, lowercasing words
#   and splitting on anything that is not an ASCII letter. Order by count descending, breaking
#   ties alphabetically. Raise ValueError if k is negative.

def word_frequency_top_k(text, k):
    if k < 0:
        raise ValueError("k must be non-negative")
    counts = {}
    word = ""
    for ch in text.lower() + " ":
        if "a" <= ch <= "z":
            word += ch
        elif word:
            counts[word] = counts.get(word, 0) + 1
            word = ""
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    return ranked[:k]

# --- tests ---
import pytest

assert word_frequency_top_k("", 3) == []
assert word_frequency_top_k("a b a", 0) == []
assert word_frequency_top_k("a b a", 1) == [("a", 2)]
assert word_frequency_top_k("b a B", 2) == [("b", 2), ("a", 1)]
assert word_frequency_top_k("cat dog cat bird dog cat", 2) == [("cat", 3), ("dog", 2)]
assert word_frequency_top_k("z y x", 2) == [("x", 1), ("y", 1)]
assert word_frequency_top_k("it's it's", 5) == [("it", 2), ("s", 2)]
with pytest.raises(ValueError):
    word_frequency_top_k("a", -1)

# --- implementation 2: regex words, Counter, sorted by negated count then word ---
import re
from collections import Counter


def word_frequency_top_k(text, k):
    if k < 0:
        raise ValueError("negative k")
    counts = Counter(re.findall(r"[a-z]+", text.lower()))
    ordered = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    return ordered[:k]

# --- implementation 3: two stable sorts (word, then count descending), then slice ---
import re


def word_frequency_top_k(text, k):
    if k < 0:
        raise ValueError(k)
    words = [w for w in re.split(r"[^a-z]+", text.lower()) if w]
    pairs = sorted({w: words.count(w) for w in words}.items())
    pairs.sort(key=lambda pair: pair[1], reverse=True)
    return pairs[:k]

# --- implementation 4: heapq.nsmallest over the counts keyed by (-count, word) ---
import heapq
import re


def word_frequency_top_k(text, k):
    if k < 0:
        raise ValueError("k must be >= 0")
    counts = {}
    for word in re.findall(r"[a-z]+", text.lower()):
        counts[word] = counts.get(word, 0) + 1
    return heapq.nsmallest(k, counts.items(), key=lambda item: (-item[1], item[0]))

# --- inputs ---
def random_input(rng):
    vocab = ["a", "b", "B", "cat", "dog", "it's", "z", "Y"]
    text = rng.choice([" ", ", ", "1"]).join(rng.choice(vocab) for _ in range(rng.randint(0, 8)))
    k = rng.randint(0, 4) if rng.random() < 0.92 else -1
    return (text, k)
