# domain: string_processing
# function: split_camel_case_words
# query: Split name, a camelCase or PascalCase identifier, into its words, keeping runs of capitals
#   together as acronyms: "parseHTTPResponse" -> ["parse", "HTTP", "Response"]. Digits stay
#   with the preceding word. An empty string gives [].

def split_camel_case_words(name):
    words = []
    start = 0
    for i in range(1, len(name)):
        prev, cur = name[i - 1], name[i]
        nxt = name[i + 1] if i + 1 < len(name) else ""
        boundary = cur.isupper() and not prev.isupper()
        if cur.isupper() and prev.isupper() and nxt.islower():
            boundary = True
        if boundary:
            words.append(name[start:i])
            start = i
    if name:
        words.append(name[start:])
    return words

# --- tests ---
import pytest

assert split_camel_case_words("") == []
assert split_camel_case_words("a") == ["a"]
assert split_camel_case_words("camelCase") == ["camel", "Case"]
assert split_camel_case_words("PascalCase") == ["Pascal", "Case"]
assert split_camel_case_words("parseHTTPResponse") == ["parse", "HTTP", "Response"]
assert split_camel_case_words("getID") == ["get", "ID"]
assert split_camel_case_words("version2Update") == ["version2", "Update"]
assert split_camel_case_words("ABc") == ["A", "Bc"]
assert split_camel_case_words("aB") == ["a", "B"]

# --- implementation 2: one regular expression for acronyms, capitalised and lowercase words ---
import re


def split_camel_case_words(name):
    if not name:
        return []
    boundary = r"(?<=[^A-Z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])"
    return re.split(boundary, name)

# --- implementation 3: build words character by character, moving the last capital when needed ---
def split_camel_case_words(name):
    words = []
    for ch in name:
        if not words:
            words.append(ch)
            continue
        last = words[-1]
        if ch.isupper() and not last[-1].isupper():
            words.append(ch)
        elif ch.islower() and len(last) > 1 and last[-1].isupper() and last[-2].isupper():
            words[-1] = last[:-1]
            words.append(last[-1] + ch)
        else:
            words[-1] = last + ch
    return words

# --- inputs ---
def random_input(rng):
    chunks = ["parse", "HTTP", "Response", "get", "ID", "a", "B", "Bc", "version2", "X", "io", "URL", "9"]
    return ("".join(rng.choice(chunks) for _ in range(rng.randint(0, 4))),)
