# domain: string_processing
# function: sort_inner_letters_of_words
# query: For each space-separated word of text of length four or more, keep its first and last
#   characters and sort the characters in between alphabetically ("reading" -> "radeing");
#   shorter words are unchanged. Words are re-joined with single spaces.

def sort_inner_letters_of_words(text):
    out = []
    for word in text.split():
        if len(word) < 4:
            out.append(word)
            continue
        middle = sorted(word[1:-1])
        out.append(word[0] + "".join(middle) + word[-1])
    return " ".join(out)

# --- tests ---
import pytest

assert sort_inner_letters_of_words("") == ""
assert sort_inner_letters_of_words("reading") == "radeing"
assert sort_inner_letters_of_words("cba") == "cba"
assert sort_inner_letters_of_words("dcba") == "dbca"
assert sort_inner_letters_of_words("the quick brown") == "the qciuk borwn"
assert sort_inner_letters_of_words("zyxw vu") == "zxyw vu"
assert sort_inner_letters_of_words("abcde") == "abcde"

# --- implementation 2: comprehension with a helper for one word ---
def _sort_middle(word):
    if len(word) <= 3:
        return word
    inner = "".join(sorted(word[1:-1]))
    return word[0] + inner + word[-1]


def sort_inner_letters_of_words(text):
    return " ".join(_sort_middle(w) for w in text.split())

# --- implementation 3: regex replaces the inside of every word of four or more characters ---
import re


def sort_inner_letters_of_words(text):
    def fix(m):
        first, middle, last = m.groups()
        return first + "".join(sorted(middle)) + last
    words = [re.sub(r"^(\S)(\S{2,})(\S)$", fix, w) for w in text.split()]
    return " ".join(words)

# --- implementation 4: insertion sort of each word's characters in place, confined to positions 1 .. len - 2 ---
def sort_inner_letters_of_words(text):
    result = []
    for word in text.split():
        chars = list(word)
        for i in range(2, len(chars) - 1):
            j = i
            while j > 1 and chars[j - 1] > chars[j]:
                chars[j - 1], chars[j] = chars[j], chars[j - 1]
                j -= 1
        result.append("".join(chars))
    return " ".join(result)

# --- inputs ---
def random_input(rng):
    words = []
    for _ in range(rng.randint(0, 5)):
        words.append("".join(rng.choice("zyxabcQ") for _ in range(rng.randint(1, 7))))
    return (rng.choice([" ", "  "]).join(words),)
