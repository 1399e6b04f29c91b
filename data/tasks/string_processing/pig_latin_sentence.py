# domain: string_processing
# function: pig_latin_sentence
# query: Translate a lowercase sentence to Pig Latin word by word: words starting with a vowel get
#   "way" appended; otherwise the leading consonants (up to the first vowel) move to the end followed
#   by "ay"; a word with no vowels just gets "ay". Words are separated by single spaces.

def pig_latin_sentence(sentence):
    vowels = "aeiou"
    out = []
    for word in sentence.split():
        if word[0] in vowels:
            out.append(word + "way")
            continue
        i = 0
        while i < len(word) and word[i] not in vowels:
            i += 1
        out.append(word[i:] + word[:i] + "ay")
    return " ".join(out)

# --- tests ---
import pytest

assert pig_latin_sentence("") == ""
assert pig_latin_sentence("apple") == "appleway"
assert pig_latin_sentence("pig") == "igpay"
assert pig_latin_sentence("string") == "ingstray"
assert pig_latin_sentence("rhythm") == "rhythmay"
assert pig_latin_sentence("hello world") == "ellohay orldway"
assert pig_latin_sentence("eat the cake") == "eatway ethay akecay"
assert pig_latin_sentence("a b") == "away bay"
