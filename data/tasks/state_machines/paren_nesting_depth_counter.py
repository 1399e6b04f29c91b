# domain: state_machines
# function: paren_nesting_depth_counter
# query: Scan text, a string of "(" and ")", and report the maximum nesting depth reached; return -1
#   if the string is unbalanced (a close with no open, or opens left at the end). Raise
#   ValueError for any other character.

def paren_nesting_depth_counter(text):
    depth = 0
    deepest = 0
    for ch in text:
        if ch == "(":
            depth += 1
            if depth > deepest:
                deepest = depth
        elif ch == ")":
            depth -= 1
            if depth < 0:
                return -1
        else:
            raise ValueError("invalid character")
    if depth != 0:
        return -1
    return deepest

# --- tests ---
import pytest

assert paren_nesting_depth_counter("") == 0
assert paren_nesting_depth_counter("()") == 1
assert paren_nesting_depth_counter("(())()") == 2
assert paren_nesting_depth_counter("((()))(") == -1
assert paren_nesting_depth_counter(")(") == -1
assert paren_nesting_depth_counter("()())(") == -1
assert paren_nesting_depth_counter("(()(()))") == 3
with pytest.raises(ValueError):
    paren_nesting_depth_counter("(a)")
