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

# --- implementation 2: the margin as the minimum indentation, computed with min() ---
def dedent_common_whitespace(text):
    lines = text.split("\n")
    content = [line for line in lines if line.strip()]
    margin = min((len(line) - len(line.lstrip(" ")) for line in content), default=0)
    result = [line[margin:] if line.strip() else "" for line in lines]
    return "\n".join(result)

# --- implementation 3: common prefix of the non-blank lines, then its leading spaces ---
import os


def dedent_common_whitespace(text):
    lines = text.split("\n")
    shared = os.path.commonprefix([l for l in lines if l.strip() != ""])
    width = len(shared) - len(shared.lstrip(" "))
    out = []
    for l in lines:
        out.append(l[width:] if l.strip() != "" else "")
    return "\n".join(out)

# --- inputs ---
def random_input(rng):
    lines = []
    for _ in range(rng.randint(0, 5)):
        if rng.random() < 0.2:
            lines.append(rng.choice(["", " ", "   "]))
        else:
            lines.append(" " * rng.choice([0, 1, 2, 2, 4, 4]) + rng.choice(["a", "b", " c", "d e"]))
    return ("\n".join(lines),)
