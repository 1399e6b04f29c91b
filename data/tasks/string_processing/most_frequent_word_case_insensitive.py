# domain: string_processing
# function: most_frequent_word_case_insensitive
# query: Find the most frequent word in a text, where words are runs of ASCII letters and
#   apostrophes compared case-insensitively. Ties go to the word that appeared first. Return the
#   (word in lowercase, count) tuple, or None if the text has no words.

def most_frequent_word_case_insensitive(text):
    counts = {}
    order = []
    word = ""
    for ch in text.lower() + " ":
        if "a" <= ch <= "z" or ch == "'":
            word += ch
        elif word:
            if word not in counts:
                counts[word] = 0
                order.append(word)
            counts[word] += 1
            word = ""
    best = None
    for w in order:
        if best is None or counts[w] > counts[best]:
            best = w
    if best is None:
        return None
    return (best, counts[best])

# --- tests ---
import pytest

assert most_frequent_word_case_insensitive("") is None
assert most_frequent_word_case_insensitive("123 !!") is None
assert most_frequent_word_case_insensitive("one") == ("one", 1)
assert most_frequent_word_case_insensitive("b a a b") == ("b", 2)
assert most_frequent_word_case_insensitive("The cat and the hat") == ("the", 2)
assert most_frequent_word_case_insensitive("don't stop, DON'T!") == ("don't", 2)
assert most_frequent_word_case_insensitive("x y y z z z") == ("z", 3)
assert most_frequent_word_case_insensitive("az AZ za") == ("az", 2)
assert most_frequent_word_case_insensitive("a1a2b") == ("a", 2)

# --- implementation 2: regex word list, Counter, first word reaching the top count ---
import re
from collections import Counter


def most_frequent_word_case_insensitive(text):
    words = re.findall(r"[a-z']+", text.lower())
    if not words:
        return None
    counts = Counter(words)
    top = max(counts.values())
    first = next(w for w in words if counts[w] == top)
    return (first, top)

# --- implementation 3: dict of (count, first index) and a min over negated counts ---
import re


def most_frequent_word_case_insensitive(text):
    stats = {}
    for index, m in enumerate(re.finditer(r"[A-Za-z']+", text)):
        word = m.group().lower()
        count, first = stats.get(word, (0, index))
        stats[word] = (count + 1, first)
    if not stats:
        return None
    word = min(stats, key=lambda w: (-stats[w][0], stats[w][1]))
    return (word, stats[word][0])

# --- inputs ---
def random_input(rng):
    vocab = ["a", "A", "b", "the", "The", "don't", "DON'T", "az", "x"]
    seps = [" ", ", ", "1", "!", "  ", "-"]
    n = rng.randint(0, 7)
    text = ""
    for i in range(n):
        text += rng.choice(vocab) + rng.choice(seps)
    return (text,)
