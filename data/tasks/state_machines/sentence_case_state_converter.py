# domain: state_machines
# function: sentence_case_state_converter
# query: Convert text to sentence case: the first letter of the text and the first letter after each
#   ".", "!" or "?" (whatever non-letters come in between, e.g. spaces or digits) are upper-cased, all
#   other letters lower-cased; non-letters are copied unchanged.

def sentence_case_state_converter(text):
    chars = list(text)
    capitalize = True
    for i in range(len(chars)):
        ch = chars[i]
        if ch.isalpha():
            chars[i] = ch.upper() if capitalize else ch.lower()
            capitalize = False
        elif ch in ".!?":
            capitalize = True
    return "".join(chars)

# --- tests ---
import pytest

assert sentence_case_state_converter("") == ""
assert sentence_case_state_converter("hello") == "Hello"
assert sentence_case_state_converter("HELLO WORLD. BYE") == "Hello world. Bye"
assert sentence_case_state_converter("what?  yes!no") == "What?  Yes!No"
assert sentence_case_state_converter("3 apples. ok") == "3 Apples. Ok"
assert sentence_case_state_converter("a,b;c") == "A,b;c"
assert sentence_case_state_converter("...x") == "...X"
assert sentence_case_state_converter("GO. NOW") == "Go. Now"

# --- implementation 2: each letter looks for an end mark in the gap since the previous letter ---
def sentence_case_state_converter(text):
    out = []
    previous = -1
    for i, ch in enumerate(text):
        if ch.isalpha():
            starts = previous < 0 or any(mark in text[previous + 1:i] for mark in ".!?")
            out.append(ch.upper() if starts else ch.lower())
            previous = i
        else:
            out.append(ch)
    return "".join(out)

# --- implementation 3: split after each end mark and capitalise the first letter of every piece ---
import re


def sentence_case_state_converter(text):
    pieces = re.split(r"(?<=[.!?])", text)
    result = []
    for piece in pieces:
        chars = list(piece.lower())
        for i, ch in enumerate(chars):
            if ch.isalpha():
                chars[i] = ch.upper()
                break
        result.append("".join(chars))
    return "".join(result)

# --- inputs ---
def random_input(rng):
    pool = ["hello", "WORLD", ".", "!", "?", " ", "  ", "3", "a", ",", ";", "Bye", "x", "...", "yEs", "émile", "ß", "Ñu"]
    return ("".join(rng.choice(pool) for _ in range(rng.randint(0, 8))),)
