# domain: validation
# function: is_valid_json_bracket_nesting_depth
# query: Check that the [] and {} brackets in a JSON-like text are balanced and never nested deeper
#   than max_depth (default 3), ignoring any brackets that appear inside double-quoted strings
#   (with backslash escapes). Returns a bool.

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
