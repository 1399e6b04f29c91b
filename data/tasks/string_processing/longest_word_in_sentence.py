# domain: string_processing
# function: longest_word_in_sentence
# query: Return the longest word in a sentence, where words are maximal runs of letters (so
#   punctuation and digits separate words). On ties return the earliest; return "" if there are no
#   words.

def longest_word_in_sentence(sentence):
    best = ""
    current = ""
    for ch in sentence + " ":
        if ch.isalpha():
            current += ch
        else:
            if len(current) > len(best):
                best = current
            current = ""
    return best

# --- tests ---
import pytest

assert longest_word_in_sentence("") == ""
assert longest_word_in_sentence("123 !!") == ""
assert longest_word_in_sentence("a") == "a"
assert longest_word_in_sentence("I love programming!") == "programming"
assert longest_word_in_sentence("cat dog") == "cat"
assert longest_word_in_sentence("fun&!! time") == "time"
assert longest_word_in_sentence("ab1cde") == "cde"
assert longest_word_in_sentence("hello") == "hello"
