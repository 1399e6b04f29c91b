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
