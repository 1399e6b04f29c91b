# domain: string_processing
# function: unique_words_in_order
# query: Return the distinct words of a text in order of first appearance, lowercased, where words
#   are whitespace-separated tokens stripped of surrounding punctuation .,!?;: and tokens that are
#   empty after stripping are skipped.

def unique_words_in_order(text):
    seen = set()
    result = []
    for token in text.split():
        word = token.strip(".,!?;:").lower()
        if word == "" or word in seen:
            continue
        seen.add(word)
        result.append(word)
    return result

# --- tests ---
import pytest

assert unique_words_in_order("") == []
assert unique_words_in_order("a b a") == ["a", "b"]
assert unique_words_in_order("The the THE") == ["the"]
assert unique_words_in_order("Hi, there! Hi.") == ["hi", "there"]
assert unique_words_in_order("... !") == []
assert unique_words_in_order("x y z") == ["x", "y", "z"]
assert unique_words_in_order("don't, don't") == ["don't"]
assert unique_words_in_order("b a b c a") == ["b", "a", "c"]

# --- implementation 2: a dict used as an insertion-ordered set of the cleaned words ---
def unique_words_in_order(text):
    order = {}
    for token in text.split():
        word = token.strip(".,!?;:").lower()
        if word:
            order.setdefault(word, None)
    return list(order)

# --- implementation 3: regex strips the punctuation from both ends of every token ---
import re


def unique_words_in_order(text):
    words = []
    for token in re.findall(r"\S+", text):
        word = re.sub(r"^[.,!?;:]+|[.,!?;:]+$", "", token).lower()
        if word and word not in words:
            words.append(word)
    return words

# --- inputs ---
def random_input(rng):
    vocab = ["a", "b", "The", "the", "Hi,", "hi.", "...", "!", "don't,", "x;y", ":z:"]
    return (rng.choice([" ", "  ", "\n"]).join(rng.choice(vocab) for _ in range(rng.randint(0, 6))),)
