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

# --- implementation 2: a word predicate on each whitespace token, summed over the tokens ---
def count_words_excluding_numbers(text):
    def is_word(token):
        core = token.strip(".,;:!?\"'")
        return core != "" and not core.isdigit()
    return sum(1 for token in text.split() if is_word(token))

# --- implementation 3: regular expressions remove the edge punctuation and recognise numbers ---
import re


def count_words_excluding_numbers(text):
    words = 0
    for token in re.findall(r"\S+", text):
        core = re.sub(r"^[.,;:!?\"']+|[.,;:!?\"']+$", "", token)
        if core and not core.isdigit():
            words += 1
    return words

# --- inputs ---
def random_input(rng):
    pool = ["hello", "Hello,", "world!", "3", "cats.", "...", "--", "'42'", "\"the\"", "R2D2", "1", "!", "x'y", "'", "²", "x²"]
    return (rng.choice([" ", "  ", "\n", "\t"]).join(rng.choice(pool) for _ in range(rng.randint(0, 6))),)
