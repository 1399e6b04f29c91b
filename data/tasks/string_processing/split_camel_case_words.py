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
