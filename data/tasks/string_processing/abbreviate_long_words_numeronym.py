# domain: string_processing
# function: abbreviate_long_words_numeronym
# query: In text, abbreviate every word longer than max_len letters (default 10) as a numeronym:
#   first letter, the number of letters in between, last letter ("internationalization" ->
#   "i18n"). Words are maximal runs of letters; shorter words and all other characters are
#   unchanged. Raise ValueError if max_len < 3.

def abbreviate_long_words_numeronym(text, max_len=10):
    if max_len < 3:
        raise ValueError("max_len must be at least 3")
    out = []
    word = ""
    for ch in text + " ":
        if ch.isalpha():
            word += ch
            continue
        if len(word) > max_len:
            word = word[0] + str(len(word) - 2) + word[-1]
        out.append(word + ch)
        word = ""
    return "".join(out)[:-1]

# --- tests ---
import pytest

assert abbreviate_long_words_numeronym("") == ""
assert abbreviate_long_words_numeronym("internationalization") == "i18n"
assert abbreviate_long_words_numeronym("localization, please") == "l10n, please"
assert abbreviate_long_words_numeronym("abcdefghij") == "abcdefghij"
assert abbreviate_long_words_numeronym("abcdefghijk") == "a9k"
assert abbreviate_long_words_numeronym("word", 3) == "w2d"
assert abbreviate_long_words_numeronym("cat", 3) == "cat"
assert abbreviate_long_words_numeronym("a1bcdef", 4) == "a1b3f"
with pytest.raises(ValueError):
    abbreviate_long_words_numeronym("x", 2)
