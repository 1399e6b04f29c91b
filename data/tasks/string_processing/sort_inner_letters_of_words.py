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
