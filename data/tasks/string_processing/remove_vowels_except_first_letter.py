# domain: string_processing
# function: remove_vowels_except_first_letter
# query: Abbreviate each space-separated word of text by deleting its vowels (a, e, i, o, u in
#   either case) except when the vowel is the word's first character; words are re-joined with
#   single spaces. "Apple banana" -> "Appl bnn".

def remove_vowels_except_first_letter(text):
    out_words = []
    for word in text.split():
        kept = word[0]
        for ch in word[1:]:
            if ch.lower() not in "aeiou":
                kept += ch
        out_words.append(kept)
    return " ".join(out_words)

# --- tests ---
import pytest

assert remove_vowels_except_first_letter("") == ""
assert remove_vowels_except_first_letter("Apple banana") == "Appl bnn"
assert remove_vowels_except_first_letter("a") == "a"
assert remove_vowels_except_first_letter("AEIOU") == "A"
assert remove_vowels_except_first_letter("rhythm") == "rhythm"
assert remove_vowels_except_first_letter("  two   words ") == "tw wrds"
assert remove_vowels_except_first_letter("bOOk") == "bk"

# --- implementation 2: regex removes vowels after the first character of each word ---
import re


def remove_vowels_except_first_letter(text):
    out = []
    for w in text.split():
        out.append(w[0] + re.sub(r"[aeiouAEIOU]", "", w[1:]))
    return " ".join(out)

# --- implementation 3: str.translate deletes vowels from each word's tail ---
def remove_vowels_except_first_letter(text):
    drop = str.maketrans("", "", "aeiouAEIOU")
    out = []
    for word in text.split():
        out.append(word[:1] + word[1:].translate(drop))
    return " ".join(out)

# --- inputs ---
def random_input(rng):
    words = ["Apple", "banana", "a", "AEIOU", "rhythm", "bOOk", "two", "Eye", "x"]
    s = rng.choice([" ", "  "]).join(rng.choice(words) for _ in range(rng.randint(0, 5)))
    if rng.random() < 0.2:
        s = " " + s + " "
    return (s,)
