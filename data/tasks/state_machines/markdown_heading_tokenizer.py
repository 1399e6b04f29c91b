# domain: state_machines
# function: markdown_heading_tokenizer
# query: Classify markdown lines, tracking whether we are inside a ``` fenced code block: outside a
#   fence, lines starting with 1-6 "#" followed by a space are ("heading", level, text), other
#   non-blank lines are ("text", 0, line); lines inside a fence are ("code", 0, line); fence lines
#   and blank lines produce nothing. Raise ValueError if a fence is left open.

def markdown_heading_tokenizer(lines):
    out = []
    in_code = False
    for line in lines:
        if line.startswith("```"):
            in_code = not in_code
            continue
        if in_code:
            out.append(("code", 0, line))
            continue
        if not line.strip():
            continue
        level = len(line) - len(line.lstrip("#"))
        if 1 <= level <= 6 and line[level:level + 1] == " ":
            out.append(("heading", level, line[level + 1:].strip()))
        else:
            out.append(("text", 0, line))
    if in_code:
        raise ValueError("unclosed code fence")
    return out

# --- tests ---
import pytest

assert markdown_heading_tokenizer([]) == []
assert markdown_heading_tokenizer(["# Title"]) == [("heading", 1, "Title")]
assert markdown_heading_tokenizer(["###### six", "####### seven"]) == [("heading", 6, "six"), ("text", 0, "####### seven")]
assert markdown_heading_tokenizer(["#nospace", "", "plain"]) == [("text", 0, "#nospace"), ("text", 0, "plain")]
assert markdown_heading_tokenizer(["```", "# not heading", "", "```", "## Two "]) == [("code", 0, "# not heading"), ("code", 0, ""), ("heading", 2, "Two")]
assert markdown_heading_tokenizer(["  ", "text # x"]) == [("text", 0, "text # x")]
with pytest.raises(ValueError):
    markdown_heading_tokenizer(["```python", "x = 1"])
assert markdown_heading_tokenizer(["```py", "a", "```", "b"]) == [("code", 0, "a"), ("text", 0, "b")]

# --- implementation 2: a regular expression for the heading marker ---
import re


def markdown_heading_tokenizer(lines):
    tokens = []
    fenced = False
    for line in lines:
        if line[:3] == "```":
            fenced = not fenced
        elif fenced:
            tokens.append(("code", 0, line))
        elif line.strip():
            m = re.match(r"(#{1,6}) (.*)", line, re.DOTALL)
            tokens.append(("heading", len(m.group(1)), m.group(2).strip()) if m else ("text", 0, line))
    if fenced:
        raise ValueError("code fence left open")
    return tokens

# --- implementation 3: split each line at its first space and inspect the head ---
def markdown_heading_tokenizer(lines):
    result = []
    inside = False
    for line in lines:
        if line.startswith("```"):
            inside = not inside
            continue
        if inside or not line.strip():
            if inside:
                result.append(("code", 0, line))
            continue
        head, space, rest = line.partition(" ")
        if space and head and head == "#" * len(head) and len(head) <= 6:
            result.append(("heading", len(head), rest.strip()))
        else:
            result.append(("text", 0, line))
    if inside:
        raise ValueError("unclosed fence")
    return result

# --- inputs ---
def random_input(rng):
    pool = ["# Title", "###### six", "####### seven", "#nospace", "", "plain", "```", "```py", "## Two ", "  ", "text # x", " # x", "#", "# "]
    return ([rng.choice(pool) for _ in range(rng.randint(0, 7))],)
