# domain: string_processing
# function: mirror_string_with_separator
# query: Build a mirrored string: text, then sep (default '', nothing), then text reversed (e.g.
#   "abc" with "|" -> "abc|cba"). If collapse is True (default False) and the text is
#   non-empty, the middle character is not duplicated and no separator is used ("abc" ->
#   "abcba").

def mirror_string_with_separator(text, sep="", collapse=False):
    reversed_text = ""
    for i in range(len(text) - 1, -1, -1):
        reversed_text += text[i]
    if collapse and text != "":
        return text + reversed_text[1:]
    return text + sep + reversed_text

# --- tests ---
import pytest

assert mirror_string_with_separator("abc", "|") == "abc|cba"
assert mirror_string_with_separator("abc") == "abccba"
assert mirror_string_with_separator("abc", collapse=True) == "abcba"
assert mirror_string_with_separator("a", collapse=True) == "a"
assert mirror_string_with_separator("", "-") == "-"
assert mirror_string_with_separator("", "-", collapse=True) == "-"
assert mirror_string_with_separator("xy", "--") == "xy--yx"
assert mirror_string_with_separator("ab", "+", collapse=True) == "aba"

# --- implementation 2: slicing reverse, collapse drops the first reversed character ---
def mirror_string_with_separator(text, sep="", collapse=False):
    back = text[::-1]
    if collapse and text:
        return text[:-1] + back
    return text + sep + back

# --- implementation 3: join of the parts, reversed() for the mirror ---
def mirror_string_with_separator(text, sep="", collapse=False):
    tail = "".join(reversed(text))
    if not collapse or not text:
        return sep.join([text, tail])
    return "".join([text, tail[1:]])

# --- inputs ---
def random_input(rng):
    text = "".join(rng.choice("abc") for _ in range(rng.randint(0, 4)))
    sep = rng.choice(["", "|", "-", "--"])
    r = rng.random()
    if r < 0.2:
        return (text,)
    if r < 0.4:
        return (text, sep)
    return (text, sep, rng.choice([True, False]))
