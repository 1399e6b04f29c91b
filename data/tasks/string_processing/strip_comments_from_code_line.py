# domain: string_processing
# function: strip_comments_from_code_line
# query: Remove a trailing "#" comment from one line of Python-like code, ignoring "#" characters
#   inside single- or double-quoted strings (backslash escapes a quote inside a string), and strip
#   trailing whitespace from the result.

def strip_comments_from_code_line(line):
    quote = None
    i = 0
    while i < len(line):
        ch = line[i]
        if quote:
            if ch == "\\":
                i += 1
            elif ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
        elif ch == "#":
            return line[:i].rstrip()
        i += 1
    return line.rstrip()

# --- tests ---
import pytest

assert strip_comments_from_code_line("") == ""
assert strip_comments_from_code_line("x = 1  # set x") == "x = 1"
assert strip_comments_from_code_line("# only comment") == ""
assert strip_comments_from_code_line("s = '#not' # yes") == "s = '#not'"
assert strip_comments_from_code_line('s = "a\\"#b"  ') == 's = "a\\"#b"'
assert strip_comments_from_code_line("t = \"it's\" # c") == "t = \"it's\""
assert strip_comments_from_code_line("u = '#' + \"#\"") == "u = '#' + \"#\""
assert strip_comments_from_code_line("a#b") == "a"

# --- implementation 2: for loop with an escape flag and the current quote ---
def strip_comments_from_code_line(line):
    in_string = ""
    escaped = False
    for index, ch in enumerate(line):
        if escaped:
            escaped = False
        elif in_string:
            if ch == "\\":
                escaped = True
            elif ch == in_string:
                in_string = ""
        elif ch == "'" or ch == '"':
            in_string = ch
        elif ch == "#":
            line = line[:index]
            break
    return line.rstrip()

# --- implementation 3: regex consumes quoted strings and plain runs, stops at a comment ---
import re

CODE = re.compile(r"""(?:"(?:\\.|[^"\\])*"?|'(?:\\.|[^'\\])*'?|[^#'"])*""", re.S)


def strip_comments_from_code_line(line):
    code = CODE.match(line).group()
    return code.rstrip()

# --- inputs ---
def random_input(rng):
    pieces = ["x = 1", " ", "#", "# c", "'", '"', "\\", "a", "'#'", '"a\\"#b"', "it's", "  "]
    return ("".join(rng.choice(pieces) for _ in range(rng.randint(0, 6))),)
