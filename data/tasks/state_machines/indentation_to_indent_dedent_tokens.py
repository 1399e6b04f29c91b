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
