# domain: string_processing
# function: missing_letters_for_pangram
# query: Return the sorted string of ASCII letters a-z (lowercase) that are missing from a sentence,
#   ignoring case; an empty result means the sentence is a pangram.

def missing_letters_for_pangram(sentence):
    present = [False] * 26
    for ch in sentence.lower():
        if "a" <= ch <= "z":
            present[ord(ch) - ord("a")] = True
    missing = ""
    for i in range(26):
        if not present[i]:
            missing += chr(ord("a") + i)
    return missing

# --- tests ---
import pytest

assert missing_letters_for_pangram("The quick brown fox jumps over the lazy dog") == ""
assert missing_letters_for_pangram("") == "abcdefghijklmnopqrstuvwxyz"
assert missing_letters_for_pangram("abcdefghijklmnopqrstuvwxy") == "z"
assert missing_letters_for_pangram("BCDEFGHIJKLMNOPQRSTUVWXYZ") == "a"
assert missing_letters_for_pangram("Pack my box with five dozen liquor jugs") == ""
assert missing_letters_for_pangram("hello world") == "abcfgijkmnpqstuvxyz"
assert missing_letters_for_pangram("{`@[") == "abcdefghijklmnopqrstuvwxyz"
assert missing_letters_for_pangram("mn") == "abcdefghijklopqrstuvwxyz"
