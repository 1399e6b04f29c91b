# domain: string_processing
# function: count_words_excluding_numbers
# query: Count the words in a text where words are separated by whitespace, surrounding
#   punctuation .,;:!?"' is stripped from each token, and tokens that become empty or consist only
#   of digits are not counted. Returns an int.

def count_words_excluding_numbers(text):
    count = 0
    for token in text.split():
        word = token.strip(".,;:!?\"'")
        if word == "":
            continue
        if word.isdigit():
            continue
        count += 1
    return count

# --- tests ---
import pytest

assert count_words_excluding_numbers("") == 0
assert count_words_excluding_numbers("hello") == 1
assert count_words_excluding_numbers("Hello, world!") == 2
assert count_words_excluding_numbers("I have 3 cats.") == 3
assert count_words_excluding_numbers("... -- !") == 1
assert count_words_excluding_numbers("'42' is \"the\" answer") == 3
assert count_words_excluding_numbers("R2D2 and C3PO") == 3
assert count_words_excluding_numbers("1 2 3") == 0
