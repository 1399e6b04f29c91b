# domain: string_processing
# function: compact_whitespace
# query: Normalize whitespace in text: every run of whitespace characters (spaces, tabs, newlines)
#   becomes a single space, and leading/trailing whitespace is removed; with keep_newlines=True
#   (default False) a run containing a newline becomes a single "\n" instead.

def compact_whitespace(text, keep_newlines=False):
    out = []
    pending = None
    for ch in text:
        if ch.isspace():
            if pending is None:
                pending = " "
            if ch == "\n" and keep_newlines:
                pending = "\n"
        else:
            if pending is not None and out:
                out.append(pending)
            pending = None
            out.append(ch)
    return "".join(out)

# --- tests ---
import pytest

assert compact_whitespace("") == ""
assert compact_whitespace("   ") == ""
assert compact_whitespace("a  b") == "a b"
assert compact_whitespace("  a \t\n b  ") == "a b"
assert compact_whitespace("a \n b", keep_newlines=True) == "a\nb"
assert compact_whitespace("a\t b", keep_newlines=True) == "a b"
assert compact_whitespace("\na\n", keep_newlines=True) == "a"
assert compact_whitespace("x") == "x"
assert compact_whitespace("a\n\nb c") == "a b c"

# --- implementation 2: strip, then replace each whitespace run by a regular expression ---
import re


def compact_whitespace(text, keep_newlines=False):
    def separator(m):
        return "\n" if keep_newlines and "\n" in m.group() else " "
    return re.sub(r"\s+", separator, text.strip())

# --- implementation 3: split into words and separators, pick each separator's replacement ---
import re


def compact_whitespace(text, keep_newlines=False):
    pieces = re.split(r"(\s+)", text.strip())
    out = []
    for k, piece in enumerate(pieces):
        if k % 2 == 0:
            out.append(piece)
        elif keep_newlines and "\n" in piece:
            out.append("\n")
        else:
            out.append(" ")
    return "".join(out)

# --- inputs ---
def random_input(rng):
    pool = ["a", "b", "xy", " ", "  ", "\t", "\n", " \n ", "\r"]
    text = "".join(rng.choice(pool) for _ in range(rng.randint(0, 8)))
    if rng.random() < 0.4:
        return (text,)
    return (text, rng.random() < 0.6)
