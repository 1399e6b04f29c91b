# domain: string_processing
# function: bracket_group_contents
# query: Return the list of substrings of text enclosed by top-level parentheses, in order, e.g.
#   "a(b)c(d(e))" -> ["b", "d(e)"]. Nested parentheses stay inside their outer group. Raise
#   ValueError if the parentheses are unbalanced.

def bracket_group_contents(text):
    groups = []
    depth = 0
    start = 0
    for i, ch in enumerate(text):
        if ch == "(":
            if depth == 0:
                start = i + 1
            depth += 1
        elif ch == ")":
            if depth == 0:
                raise ValueError("unexpected ')'")
            depth -= 1
            if depth == 0:
                groups.append(text[start:i])
    if depth != 0:
        raise ValueError("unclosed '('")
    return groups

# --- tests ---
import pytest

assert bracket_group_contents("") == []
assert bracket_group_contents("no groups") == []
assert bracket_group_contents("a(b)c(d(e))") == ["b", "d(e)"]
assert bracket_group_contents("()") == [""]
assert bracket_group_contents("((x))(y)") == ["(x)", "y"]
assert bracket_group_contents("f(1, 2)") == ["1, 2"]
with pytest.raises(ValueError):
    bracket_group_contents("(a")
with pytest.raises(ValueError):
    bracket_group_contents("a)(")
with pytest.raises(ValueError):
    bracket_group_contents("(a))")

# --- implementation 2: record where the depth leaves and returns to zero, then slice ---
def bracket_group_contents(text):
    starts, ends = [], []
    depth = 0
    for i, ch in enumerate(text):
        if ch not in "()":
            continue
        if ch == "(":
            if depth == 0:
                starts.append(i + 1)
            depth += 1
            continue
        if depth == 0:
            raise ValueError("')' without '(' at %d" % i)
        depth -= 1
        if depth == 0:
            ends.append(i)
    if depth:
        raise ValueError("%d unclosed '('" % depth)
    return [text[s:e] for s, e in zip(starts, ends)]

# --- implementation 3: collect the characters inside the outermost group into a buffer ---
def bracket_group_contents(text):
    result = []
    buffer = None
    depth = 0
    for ch in text:
        depth += (ch == "(") - (ch == ")")
        if depth < 0:
            raise ValueError("unbalanced ')'")
        if buffer is None:
            if depth == 1:
                buffer = ""
        elif depth == 0:
            result.append(buffer)
            buffer = None
        else:
            buffer += ch
    if depth:
        raise ValueError("unbalanced '('")
    return result

# --- inputs ---
def random_input(rng):
    text, depth = "", 0
    for _ in range(rng.randint(0, 12)):
        piece = rng.choice(["(", ")", "a", "b", ",", " ", "()", "(x)"])
        if piece == ")" and depth == 0 and rng.random() < 0.9:
            piece = "("
        depth += piece.count("(") - piece.count(")")
        text += piece
    if rng.random() < 0.85:
        text += ")" * depth
    return (text,)
