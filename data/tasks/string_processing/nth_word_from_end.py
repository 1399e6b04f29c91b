# domain: string_processing
# function: nth_word_from_end
# query: Given a whitespace-separated sentence, return its n-th word counting from the end (n=1 is
#   the last word). Return None when the sentence has fewer than n words; raise ValueError if n
#   < 1.

def nth_word_from_end(sentence, n):
    if n < 1:
        raise ValueError("n must be at least 1")
    words = sentence.split()
    if n > len(words):
        return None
    return words[len(words) - n]

# --- tests ---
import pytest

assert nth_word_from_end("the quick brown fox", 1) == "fox"
assert nth_word_from_end("the quick brown fox", 4) == "the"
assert nth_word_from_end("the quick brown fox", 5) is None
assert nth_word_from_end("the quick brown fox", 2) == "brown"
assert nth_word_from_end("", 1) is None
assert nth_word_from_end("  solo  ", 1) == "solo"
with pytest.raises(ValueError):
    nth_word_from_end("a b", 0)

# --- implementation 2: negative indexing guarded by try/except ---
def nth_word_from_end(sentence, n):
    if n < 1:
        raise ValueError(n)
    try:
        return sentence.split()[-n]
    except IndexError:
        return None

# --- implementation 3: reverse the word list and index from the front ---
def nth_word_from_end(sentence, n):
    if n <= 0:
        raise ValueError("n must be positive")
    backwards = sentence.split()[::-1]
    if len(backwards) < n:
        return None
    return backwards[n - 1]

# --- implementation 4: itertools.islice over the reversed words with a default ---
from itertools import islice


def nth_word_from_end(sentence, n):
    if n < 1:
        raise ValueError("n must be >= 1")
    backwards = reversed(sentence.split())
    return next(islice(backwards, n - 1, None), None)

# --- inputs ---
def random_input(rng):
    words = [rng.choice(["the", "quick", "fox", "a", "b"]) for _ in range(rng.randint(0, 5))]
    sentence = rng.choice([" ", "  ", "\t"]).join(words)
    if rng.random() < 0.2:
        sentence = " " + sentence + " "
    n = rng.choice([1, 1, 2, 3, len(words), len(words) + 1, 0, -1]) if rng.random() < 0.95 else 6
    return (sentence, n)
