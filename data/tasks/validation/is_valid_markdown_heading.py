# domain: validation
# function: is_valid_markdown_heading
# query: Check that a line is an ATX Markdown heading: 1 to 6 "#" characters at the very start,
#   followed by at least one space and non-blank heading text. Returns the heading level (1-6) or 0
#   if the line is not a valid heading.

def is_valid_markdown_heading(line):
    level = 0
    while level < len(line) and line[level] == "#":
        level += 1
    if level < 1 or level > 6:
        return 0
    rest = line[level:]
    if not rest.startswith(" ") or rest.strip() == "":
        return 0
    return level

# --- tests ---
import pytest

assert is_valid_markdown_heading("# Title") == 1
assert is_valid_markdown_heading("###### Six") == 6
assert is_valid_markdown_heading("####### Seven") == 0
assert is_valid_markdown_heading("#NoSpace") == 0
assert is_valid_markdown_heading("## ") == 0
assert is_valid_markdown_heading("x heading") == 0
assert is_valid_markdown_heading("") == 0
assert is_valid_markdown_heading("###") == 0
assert is_valid_markdown_heading("##  Two spaces") == 2

# --- implementation 2: one regular expression capturing the hashes ---
import re


def is_valid_markdown_heading(line):
    m = re.match(r"(#{1,6}) \s*\S", line)
    if m is None:
        return 0
    return len(m.group(1))

# --- implementation 3: lstrip the hashes and compare lengths ---
def is_valid_markdown_heading(line):
    text = line.lstrip("#")
    level = len(line) - len(text)
    if 1 <= level <= 6 and text[:1] == " " and text.strip():
        return level
    return 0

# --- inputs ---
def random_input(rng):
    hashes = "#" * rng.choice([0, 1, 2, 3, 6, 7])
    gap = rng.choice(["", " ", "  ", "\t", " \t"])
    text = rng.choice(["", "Title", "x", " ", "#", "a b"])
    return (hashes + gap + text,)
