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
