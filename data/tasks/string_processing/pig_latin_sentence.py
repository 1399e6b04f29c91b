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

# --- implementation 2: regex captures the leading consonant cluster ---
import re


def pig_latin_sentence(sentence):
    translated = []
    for word in sentence.split():
        if word[0] in "aeiou":
            translated.append(word + "way")
        else:
            head, tail = re.match(r"([^aeiou]*)(.*)", word).groups()
            translated.append(tail + head + "ay")
    return " ".join(translated)

# --- implementation 3: index of the first vowel via min over str.find results ---
def pig_latin_sentence(sentence):
    def convert(word):
        hits = [i for i in (word.find(v) for v in "aeiou") if i >= 0]
        cut = min(hits) if hits else len(word)
        if cut == 0:
            return word + "way"
        return word[cut:] + word[:cut] + "ay"
    return " ".join(map(convert, sentence.split(" "))) if sentence else ""

# --- inputs ---
def random_input(rng):
    words = ["apple", "pig", "string", "rhythm", "a", "b", "eat", "the", "queue", "xyz", "ouch"]
    return (" ".join(rng.choice(words) for _ in range(rng.randint(0, 5))),)
