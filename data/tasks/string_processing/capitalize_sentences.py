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
