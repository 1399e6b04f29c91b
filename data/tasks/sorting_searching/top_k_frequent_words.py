# domain: sorting_searching
# function: top_k_frequent_words
# query: From a list of words, return the k most frequent ones, ordered by descending frequency and
#   alphabetically among equal frequencies. If k exceeds the number of distinct words return
#   them all; raise ValueError for negative k.

from collections import Counter

def top_k_frequent_words(words, k):
    if k < 0:
        raise ValueError("k must be non-negative")
    counts = Counter(words)
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    return [word for word, _ in ranked[:k]]

# --- tests ---
import pytest

assert top_k_frequent_words([], 3) == []
assert top_k_frequent_words(["a", "b", "a"], 0) == []
assert top_k_frequent_words(["i", "love", "code", "i", "love", "coding"], 2) == ["i", "love"]
assert top_k_frequent_words(["b", "a", "c", "b", "a"], 2) == ["a", "b"]
assert top_k_frequent_words(["x", "y"], 5) == ["x", "y"]
assert top_k_frequent_words(["z", "z", "z", "a"], 1) == ["z"]
assert top_k_frequent_words(["d", "c", "c", "d", "d", "e"], 3) == ["d", "c", "e"]
with pytest.raises(ValueError):
    top_k_frequent_words(["a"], -1)

# --- implementation 2: counts in a plain dict, sort the distinct words by (-count, word) ---
def top_k_frequent_words(words, k):
    if k < 0:
        raise ValueError("negative k")
    freq = {}
    for w in words:
        freq[w] = freq.get(w, 0) + 1
    order = sorted(freq, key=lambda w: (-freq[w], w))
    return order[:k]

# --- implementation 3: heapq.nsmallest on the (-count, word) ranking ---
import heapq
from collections import Counter


def top_k_frequent_words(words, k):
    if k < 0:
        raise ValueError(k)
    tally = Counter(words)
    return heapq.nsmallest(k, tally, key=lambda w: (-tally[w], w))

# --- implementation 4: bucket the words by their count, then read the buckets from the highest ---
from collections import Counter, defaultdict


def top_k_frequent_words(words, k):
    if k < 0:
        raise ValueError("k cannot be negative")
    buckets = defaultdict(list)
    for word, n in Counter(words).items():
        buckets[n].append(word)
    ranked = []
    for n in sorted(buckets, reverse=True):
        ranked.extend(sorted(buckets[n]))
    return ranked[:k]

# --- inputs ---
def random_input(rng):
    words = [rng.choice(["a", "b", "c", "i", "love", "code", "z"]) for _ in range(rng.randint(0, 12))]
    return (words, rng.choice([-1, 0, 1, 2, 3, 5, 8]))
