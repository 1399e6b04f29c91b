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

# --- implementation 2: lower-case everything, then upper-case the first letter after the start or an end mark ---
import re


def sentence_case_state_converter(text):
    def upper_last(match):
        return match.group()[:-1] + match.group()[-1].upper()
    return re.sub(r"(?:^|[.!?])[^A-Za-z]*[a-z]", upper_last, text.lower())

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
    pool = ["hello", "WORLD", ".", "!", "?", " ", "  ", "3", "a", ",", ";", "Bye", "x", "...", "yEs"]
    return ("".join(rng.choice(pool) for _ in range(rng.randint(0, 8))),)
