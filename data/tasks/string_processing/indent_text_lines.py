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
