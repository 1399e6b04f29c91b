# domain: string_processing
# function: dedent_common_whitespace
# query: Remove the longest run of leading spaces common to all non-blank lines of a "\n"-separated
#   text (tabs are not treated specially: only spaces count). Blank lines are ignored when computing
#   the margin and become empty in the output.

def dedent_common_whitespace(text):
    lines = text.split("\n")
    margin = None
    for line in lines:
        if line.strip() == "":
            continue
        indent = len(line) - len(line.lstrip(" "))
        if margin is None or indent < margin:
            margin = indent
    out = []
    for line in lines:
        out.append("" if line.strip() == "" else line[margin:])
    return "\n".join(out)

# --- tests ---
import pytest

assert dedent_common_whitespace("") == ""
assert dedent_common_whitespace("    a\n    b") == "a\nb"
assert dedent_common_whitespace("  a\n    b") == "a\n  b"
assert dedent_common_whitespace("    a\n  b") == "  a\nb"
assert dedent_common_whitespace("  a\n\n  b\n") == "a\n\nb\n"
assert dedent_common_whitespace("  a\n \n  b") == "a\n\nb"
assert dedent_common_whitespace("a\n  b") == "a\n  b"
assert dedent_common_whitespace("   \n   ") == "\n"
