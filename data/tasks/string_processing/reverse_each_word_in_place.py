# domain: string_processing
# function: reverse_each_word_in_place
# query: Reverse the letters of each word while keeping the words in their original order and
#   keeping every space exactly where it was (multiple spaces preserved): "hello  world" ->
#   "olleh  dlrow".

def reverse_each_word_in_place(text):
    out = []
    word = ""
    for ch in text:
        if ch == " ":
            out.append(word[::-1])
            out.append(" ")
            word = ""
        else:
            word += ch
    out.append(word[::-1])
    return "".join(out)

# --- tests ---
import pytest

assert reverse_each_word_in_place("") == ""
assert reverse_each_word_in_place("abc") == "cba"
assert reverse_each_word_in_place("hello  world") == "olleh  dlrow"
assert reverse_each_word_in_place(" lead trail ") == " dael liart "
assert reverse_each_word_in_place("a b c") == "a b c"
assert reverse_each_word_in_place("ab cd") == "ba dc"
assert reverse_each_word_in_place("   ") == "   "
