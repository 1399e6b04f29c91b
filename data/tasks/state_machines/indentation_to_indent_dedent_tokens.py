# domain: state_machines
# function: indentation_to_indent_dedent_tokens
# query: Convert source lines into a Python-style token stream by indentation width (leading
#   spaces): emit "INDENT" when a line is indented deeper than the current level, one "DEDENT"
#   per closed level when it is shallower, then the stripped line text; blank lines are skipped
#   and all open levels are closed at the end. Return the token list; raise ValueError when a
#   dedent does not match any enclosing level.

def indentation_to_indent_dedent_tokens(lines):
    stack = [0]
    tokens = []
    for line in lines:
        text = line.strip()
        if not text:
            continue
        width = len(line) - len(line.lstrip(" "))
        if width > stack[-1]:
            stack.append(width)
            tokens.append("INDENT")
        while width < stack[-1]:
            stack.pop()
            tokens.append("DEDENT")
        if width != stack[-1]:
            raise ValueError("inconsistent dedent")
        tokens.append(text)
    tokens.extend(["DEDENT"] * (len(stack) - 1))
    return tokens

# --- tests ---
import pytest

assert indentation_to_indent_dedent_tokens([]) == []
assert indentation_to_indent_dedent_tokens(["a", "b"]) == ["a", "b"]
assert indentation_to_indent_dedent_tokens(["if x:", "    y", "z"]) == ["if x:", "INDENT", "y", "DEDENT", "z"]
assert indentation_to_indent_dedent_tokens(["a:", "  b:", "    c"]) == ["a:", "INDENT", "b:", "INDENT", "c", "DEDENT", "DEDENT"]
assert indentation_to_indent_dedent_tokens(["a:", "  b:", "    c", "d"]) == ["a:", "INDENT", "b:", "INDENT", "c", "DEDENT", "DEDENT", "d"]
assert indentation_to_indent_dedent_tokens(["a:", "  b:", "    c", "  e"]) == ["a:", "INDENT", "b:", "INDENT", "c", "DEDENT", "e", "DEDENT"]
assert indentation_to_indent_dedent_tokens(["a:", "", "   ", "  b"]) == ["a:", "INDENT", "b", "DEDENT"]
assert indentation_to_indent_dedent_tokens(["  x", "y"]) == ["INDENT", "x", "DEDENT", "y"]
assert indentation_to_indent_dedent_tokens(["a:", " b", " c", "d:", "      e"]) == ["a:", "INDENT", "b", "c", "DEDENT", "d:", "INDENT", "e", "DEDENT"]
with pytest.raises(ValueError):
    indentation_to_indent_dedent_tokens(["a:", "    b", "  c"])

# --- implementation 2: find the enclosing level with index() and close everything above it ---
def indentation_to_indent_dedent_tokens(lines):
    levels = [0]
    out = []
    for line in lines:
        if line.strip() == "":
            continue
        indent = len(line) - len(line.lstrip(" "))
        if indent > levels[-1]:
            levels.append(indent)
            out.append("INDENT")
        elif indent < levels[-1]:
            if indent not in levels:
                raise ValueError("dedent to width %d matches no level" % indent)
            keep = levels.index(indent) + 1
            out += ["DEDENT"] * (len(levels) - keep)
            del levels[keep:]
        out.append(line.strip())
    return out + ["DEDENT"] * (len(levels) - 1)

# --- implementation 3: count the open levels deeper than the line, truncate, then check the match ---
def indentation_to_indent_dedent_tokens(lines):
    open_levels = [0]
    tokens = []
    for raw in lines:
        content = raw.strip()
        if not content:
            continue
        width = 0
        while raw[width] == " ":
            width += 1
        closed = sum(1 for level in open_levels if level > width)
        if closed:
            open_levels = open_levels[:-closed]
            tokens.extend("DEDENT" for _ in range(closed))
            if open_levels[-1] != width:
                raise ValueError("unindent does not match any outer level")
        elif width > open_levels[-1]:
            open_levels.append(width)
            tokens.append("INDENT")
        tokens.append(content)
    tokens.extend("DEDENT" for _ in open_levels[1:])
    return tokens

# --- inputs ---
def random_input(rng):
    lines = []
    for _ in range(rng.randint(0, 7)):
        if rng.random() < 0.12:
            lines.append(rng.choice(["", "   "]))
        else:
            lines.append(" " * rng.choice([0, 0, 1, 2, 2, 4, 4, 6]) + rng.choice(["a:", "b", "c", "if x:"]))
    return (lines,)
