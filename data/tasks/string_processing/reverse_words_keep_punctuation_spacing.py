# domain: string_processing
# function: reverse_words_keep_punctuation_spacing
# query: Reverse the order of space-separated words in a sentence, collapsing runs of spaces into
#   single spaces and dropping leading/trailing spaces. Punctuation stays attached to its word.

def reverse_words_keep_punctuation_spacing(sentence):
    words = []
    current = ""
    for ch in sentence:
        if ch == " ":
            if current:
                words.append(current)
            current = ""
        else:
            current += ch
    if current:
        words.append(current)
    result = []
    for i in range(len(words) - 1, -1, -1):
        result.append(words[i])
    return " ".join(result)

# --- tests ---
import pytest

assert reverse_words_keep_punctuation_spacing("") == ""
assert reverse_words_keep_punctuation_spacing("   ") == ""
assert reverse_words_keep_punctuation_spacing("one") == "one"
assert reverse_words_keep_punctuation_spacing("hello world") == "world hello"
assert reverse_words_keep_punctuation_spacing("  the sky  is blue ") == "blue is sky the"
assert reverse_words_keep_punctuation_spacing("Hi, there!") == "there! Hi,"
assert reverse_words_keep_punctuation_spacing("a b c d") == "d c b a"
assert reverse_words_keep_punctuation_spacing("x  y") == "y x"
