# domain: string_processing
# function: alternate_case_letters
# query: Produce "alternating caps" text: letters alternate between uppercase and lowercase starting
#   with uppercase, counting only letters (non-letters are copied and do not affect the
#   alternation). "hello world" -> "HeLlO wOrLd".

def alternate_case_letters(text):
    out = []
    count = 0
    for ch in text:
        if ch.isalpha():
            out.append(ch.upper() if count % 2 == 0 else ch.lower())
            count += 1
        else:
            out.append(ch)
    return "".join(out)

# --- tests ---
import pytest

assert alternate_case_letters("") == ""
assert alternate_case_letters("a") == "A"
assert alternate_case_letters("hello world") == "HeLlO wOrLd"
assert alternate_case_letters("ABCD") == "AbCd"
assert alternate_case_letters("a1b2c") == "A1b2C"
assert alternate_case_letters("123") == "123"
assert alternate_case_letters("x y") == "X y"
