# domain: validation
# function: is_valid_json_bracket_nesting_depth
# query: Check that the [] and {} brackets in a JSON-like text are balanced and never nested deeper
#   than max_depth (default 3), ignoring any brackets that appear inside double-quoted strings
#   (with backslash escapes). A double-quoted string left unterminated at the end makes the text
#   invalid. Returns a bool.

def is_valid_json_bracket_nesting_depth(text, max_depth=3):
    stack = []
    in_string = False
    escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            stack.append(ch)
            if len(stack) > max_depth:
                return False
        elif ch in "]}":
            if not stack or stack.pop() != ("[" if ch == "]" else "{"):
                return False
    return not stack and not in_string

# --- tests ---
import pytest

assert is_valid_json_bracket_nesting_depth("") is True
assert is_valid_json_bracket_nesting_depth('{"a": [1, {"b": 2}]}') is True
assert is_valid_json_bracket_nesting_depth("[[[[]]]]") is False
assert is_valid_json_bracket_nesting_depth("[[[]]]") is True
assert is_valid_json_bracket_nesting_depth("[[[[]]]]", max_depth=4) is True
assert is_valid_json_bracket_nesting_depth('["]", "{"]') is True
assert is_valid_json_bracket_nesting_depth('["\\"]"]') is True
assert is_valid_json_bracket_nesting_depth("[}") is False
assert is_valid_json_bracket_nesting_depth('"ab[') is False
assert is_valid_json_bracket_nesting_depth("]") is False

# --- implementation 2: drop string literals with a regex, then track the open brackets ---
import re


def is_valid_json_bracket_nesting_depth(text, max_depth=3):
    stripped = re.sub(r'"(?:\\.|[^"\\])*"', "", text, flags=re.S)
    if '"' in stripped:
        return False
    pairs = {"]": "[", "}": "{"}
    open_brackets = []
    for ch in stripped:
        if ch in "[{":
            open_brackets.append(ch)
            if len(open_brackets) > max_depth:
                return False
        elif ch in pairs and (not open_brackets or open_brackets.pop() != pairs[ch]):
            return False
    return not open_brackets

# --- implementation 3: index walk that skips whole strings, nesting kept as a string ---
def is_valid_json_bracket_nesting_depth(text, max_depth=3):
    nesting = ""
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == '"':
            i += 1
            while i < len(text) and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
            if i >= len(text):
                return False
        elif ch in "[{":
            nesting += ch
            if len(nesting) > max_depth:
                return False
        elif ch in "]}":
            if not nesting or nesting[-1] + ch not in ("[]", "{}"):
                return False
            nesting = nesting[:-1]
        i += 1
    return nesting == ""

# --- inputs ---
def random_input(rng):
    pieces = ["[", "]", "{", "}", '"', '"]"', '"{"', '"\\""', "\\", "1", ", ", '"a"']
    text = "".join(rng.choice(pieces) for _ in range(rng.randint(0, 8)))
    if rng.random() < 0.3:
        depth = rng.randint(1, 5)
        text = "[" * depth + text + "]" * depth
    if rng.random() < 0.4:
        return (text,)
    return (text, rng.randint(0, 5))
