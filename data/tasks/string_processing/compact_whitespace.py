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
