# domain: string_processing
# function: capitalize_sentences
# query: Capitalize the first letter of every sentence: the first letter in the text and the first
#   letter following a ".", "!" or "?" (possibly after spaces or other non-letters). All other
#   characters are left as they are.

def capitalize_sentences(text):
    chars = list(text)
    capitalize_next = True
    for i in range(len(chars)):
        if chars[i].isalpha():
            if capitalize_next:
                chars[i] = chars[i].upper()
                capitalize_next = False
        elif chars[i] in ".!?":
            capitalize_next = True
    return "".join(chars)

# --- tests ---
import pytest

assert capitalize_sentences("") == ""
assert capitalize_sentences("hello") == "Hello"
assert capitalize_sentences("hello. how are you? fine!") == "Hello. How are you? Fine!"
assert capitalize_sentences("  leading space") == "  Leading space"
assert capitalize_sentences("wow!!  ok") == "Wow!!  Ok"
assert capitalize_sentences("a.b.c") == "A.B.C"
assert capitalize_sentences("keep THE Case") == "Keep THE Case"
assert capitalize_sentences("3 apples. then") == "3 Apples. Then"
assert capitalize_sentences("end, not. yes") == "End, not. Yes"

# --- implementation 2: for each letter, look for an end mark in the gap since the previous letter ---
def capitalize_sentences(text):
    chars = list(text)
    previous = -1
    for i, ch in enumerate(text):
        if not ch.isalpha():
            continue
        gap = text[previous + 1:i]
        if previous < 0 or any(mark in gap for mark in ".!?"):
            chars[i] = ch.upper()
        previous = i
    return "".join(chars)

# --- implementation 3: cut after every end mark and capitalise the first letter of each piece ---
import re


def capitalize_sentences(text):
    pieces = []
    for part in re.split(r"(?<=[.!?])", text):
        for i, ch in enumerate(part):
            if ch.isalpha():
                part = part[:i] + ch.upper() + part[i + 1:]
                break
        pieces.append(part)
    return "".join(pieces)

# --- inputs ---
def random_input(rng):
    pool = ["hello", ".", "!", "?", " ", "  ", "how", "THE", "3", ",", "a", "Case", "...", "é", "ß", "²"]
    return ("".join(rng.choice(pool) for _ in range(rng.randint(0, 8))),)
