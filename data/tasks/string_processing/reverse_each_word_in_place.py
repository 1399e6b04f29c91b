# domain: string_processing
# function: reverse_each_word_in_place
# query: Reverse the letters of each word of text while keeping the words in their original order
#   and keeping every space exactly where it was (multiple spaces preserved): "hello world" ->
#   "olleh dlrow".

def reverse_each_word_in_place(text):
    chars = list(text)
    i = 0
    n = len(chars)
    while i < n:
        if chars[i] == " ":
            i += 1
            continue
        j = i
        while j < n and chars[j] != " ":
            j += 1
        chars[i:j] = chars[i:j][::-1]
        i = j
    return "".join(chars)

# --- tests ---
import pytest

assert reverse_each_word_in_place("") == ""
assert reverse_each_word_in_place("abc") == "cba"
assert reverse_each_word_in_place("hello  world") == "olleh  dlrow"
assert reverse_each_word_in_place(" lead trail ") == " dael liart "
assert reverse_each_word_in_place("a b c") == "a b c"
assert reverse_each_word_in_place("ab cd") == "ba dc"
assert reverse_each_word_in_place("   ") == "   "
