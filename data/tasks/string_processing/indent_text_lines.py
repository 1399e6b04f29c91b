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

# --- implementation 2: generator over the "\n"-separated lines, blanking the empty and isspace() ones ---
def indent_text_lines(text, spaces):
    if spaces < 0:
        raise ValueError(spaces)
    pad = " " * spaces
    return "\n".join("" if line == "" or line.isspace() else pad + line for line in text.split("\n"))

# --- implementation 3: regular expression substitution per line ---
import re


def indent_text_lines(text, spaces):
    if spaces < 0:
        raise ValueError("negative indent")
    blanked = re.sub(r"(?m)^[^\S\n]+$", "", text)
    return re.sub(r"(?m)^(?=[^\n])", " " * spaces, blanked)

# --- inputs ---
def random_input(rng):
    pieces = ["a", "bc", " x", "   ", "", "\t", "word two", "  ind", "a\rb", " \xa0", "\x0c", "c\r"]
    n = rng.randint(0, 5)
    text = "\n".join(rng.choice(pieces) for _ in range(n))
    if rng.random() < 0.3:
        text += "\n"
    spaces = rng.choice([0, 1, 2, 4, -1]) if rng.random() < 0.9 else -3
    return (text, spaces)
