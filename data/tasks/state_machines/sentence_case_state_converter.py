# domain: state_machines
# function: sentence_case_state_converter
# query: Convert text to sentence case: the first letter of the text and the first letter after ".",
#   "!" or "?" (followed by any amount of spaces) are upper-cased, all other letters
#   lower-cased; non-letters are copied unchanged.

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
