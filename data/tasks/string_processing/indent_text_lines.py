# domain: string_processing
# function: indent_text_lines
# query: Indent every non-blank line of text, a multi-line string, by the given number of spaces;
#   blank or whitespace-only lines become empty. Line breaks are "\n" and are preserved,
#   including a trailing one. Raise ValueError for a negative indent.

def indent_text_lines(text, spaces):
    if spaces < 0:
        raise ValueError("indent must be non-negative")
    prefix = " " * spaces
    lines = text.split("\n")
    for i in range(len(lines)):
        if lines[i].strip() == "":
            lines[i] = ""
        else:
            lines[i] = prefix + lines[i]
    return "\n".join(lines)

# --- tests ---
import pytest

assert indent_text_lines("", 4) == ""
assert indent_text_lines("a", 2) == "  a"
assert indent_text_lines("a\nb", 1) == " a\n b"
assert indent_text_lines("a\n\nb", 2) == "  a\n\n  b"
assert indent_text_lines("a\n   \nb\n", 3) == "   a\n\n   b\n"
assert indent_text_lines("x", 0) == "x"
assert indent_text_lines(" y", 1) == "  y"
with pytest.raises(ValueError):
    indent_text_lines("a", -1)

# --- implementation 2: list comprehension over splitlines with the line ends kept ---
def indent_text_lines(text, spaces):
    if spaces < 0:
        raise ValueError(spaces)
    pad = " " * spaces
    return "".join(
        pad + line if line.strip() else line[len(line.rstrip("\n")):]
        for line in text.splitlines(keepends=True)
    ) if text else ""

# --- implementation 3: regular expression substitution per line ---
import re


def indent_text_lines(text, spaces):
    if spaces < 0:
        raise ValueError("negative indent")
    blanked = re.sub(r"(?m)^[ \t]+$", "", text)
    return re.sub(r"(?m)^(?=[^\n])", " " * spaces, blanked)

# --- implementation 4: blank the whitespace-only lines, then textwrap.indent the rest ---
import textwrap


def indent_text_lines(text, spaces):
    if spaces < 0:
        raise ValueError("spaces must be >= 0")
    lines = [line if line.strip() else "" for line in text.split("\n")]
    return textwrap.indent("\n".join(lines), " " * spaces)

# --- inputs ---
def random_input(rng):
    pieces = ["a", "bc", " x", "   ", "", "\t", "word two", "  ind"]
    n = rng.randint(0, 5)
    text = "\n".join(rng.choice(pieces) for _ in range(n))
    if rng.random() < 0.3:
        text += "\n"
    spaces = rng.choice([0, 1, 2, 4, -1]) if rng.random() < 0.9 else -3
    return (text, spaces)
