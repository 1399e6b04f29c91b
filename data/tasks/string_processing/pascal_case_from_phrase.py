# domain: string_processing
# function: pascal_case_from_phrase
# query: Convert a phrase into PascalCase: split on spaces, hyphens and underscores, drop empty
#   pieces, capitalise the first letter of each piece and lowercase the rest. Returns "" when there
#   are no pieces.

def pascal_case_from_phrase(phrase):
    pieces = []
    current = ""
    for ch in phrase:
        if ch in " -_":
            if current:
                pieces.append(current)
            current = ""
        else:
            current += ch
    if current:
        pieces.append(current)
    return "".join(p[0].upper() + p[1:].lower() for p in pieces)

# --- tests ---
import pytest

assert pascal_case_from_phrase("") == ""
assert pascal_case_from_phrase(" - _ ") == ""
assert pascal_case_from_phrase("hello world") == "HelloWorld"
assert pascal_case_from_phrase("XML-http_REQUEST") == "XmlHttpRequest"
assert pascal_case_from_phrase("a") == "A"
assert pascal_case_from_phrase("  multiple   spaces ") == "MultipleSpaces"
assert pascal_case_from_phrase("snake_case_name") == "SnakeCaseName"
assert pascal_case_from_phrase("x-y") == "XY"

# --- implementation 2: regex split, upper-case the first letter of each non-empty piece ---
import re


def pascal_case_from_phrase(phrase):
    pieces = re.split(r"[ _-]+", phrase)
    words = [piece[0].upper() + piece[1:].lower() for piece in pieces if piece]
    return "".join(words)

# --- implementation 3: normalise separators to spaces, split, then title each word by hand ---
def pascal_case_from_phrase(phrase):
    normalised = phrase.replace("-", " ").replace("_", " ")
    result = ""
    for word in normalised.split(" "):
        if word:
            result += word[:1].upper() + word[1:].lower()
    return result

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 12)
    return ("".join(rng.choice("abXYz  -_1ß") for _ in range(n)),)
