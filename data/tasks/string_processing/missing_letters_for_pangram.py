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

# --- implementation 2: set difference of the alphabet and the lowercased sentence ---
import string


def missing_letters_for_pangram(sentence):
    present = set(sentence.lower())
    absent = set(string.ascii_lowercase) - present
    return "".join(sorted(absent))

# --- implementation 3: filter the alphabet by membership in the lowered text ---
def missing_letters_for_pangram(sentence):
    lowered = sentence.lower()
    result = ""
    for letter in "abcdefghijklmnopqrstuvwxyz":
        if letter not in lowered:
            result += letter
    return result

# --- implementation 4: a 26-bit mask of the letters seen ---
def missing_letters_for_pangram(sentence):
    seen = 0
    for ch in sentence.lower():
        if "a" <= ch <= "z":
            seen |= 1 << (ord(ch) - 97)
    return "".join(chr(97 + i) for i in range(26) if not seen >> i & 1)

# --- inputs ---
def random_input(rng):
    pool = "abcdefghijklmnopqrstuvwxyzABCXYZ @[`{"
    r = rng.random()
    if r < 0.3:
        return ("The quick brown fox jumps over the lazy dog"[: rng.randint(0, 43)],)
    return ("".join(rng.choice(pool) for _ in range(rng.randint(0, 30))),)
