# domain: string_processing
# function: remove_consecutive_duplicate_words
# query: Remove immediately repeated words from a sentence ("the the cat" -> "the cat"), comparing
#   words case-insensitively and keeping the first spelling. Words are whitespace-separated and the
#   result is joined with single spaces.

def remove_consecutive_duplicate_words(sentence):
    words = sentence.split()
    result = []
    for i in range(len(words)):
        if i > 0 and words[i].lower() == words[i - 1].lower():
            continue
        result.append(words[i])
    return " ".join(result)

# --- tests ---
import pytest

assert remove_consecutive_duplicate_words("") == ""
assert remove_consecutive_duplicate_words("the the cat") == "the cat"
assert remove_consecutive_duplicate_words("The the THE end") == "The end"
assert remove_consecutive_duplicate_words("a b a b") == "a b a b"
assert remove_consecutive_duplicate_words("go go go") == "go"
assert remove_consecutive_duplicate_words("  x   x  y ") == "x y"
assert remove_consecutive_duplicate_words("one") == "one"
assert remove_consecutive_duplicate_words("a b b") == "a b"
