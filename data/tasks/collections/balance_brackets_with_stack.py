# domain: collections
# function: balance_brackets_with_stack
# query: Check whether a sequence of bracket tokens among ()[]{} is balanced; other tokens are
#   ignored. Return the index of the first offending token (an unmatched or mismatched closer),
#   len(tokens) if some opener is left unclosed, or -1 when balanced.

def balance_brackets_with_stack(tokens):
    pairs = {")": "(", "]": "[", "}": "{"}
    stack = []
    for i, token in enumerate(tokens):
        if token in ("(", "[", "{"):
            stack.append(token)
        elif token in pairs:
            if not stack or stack[-1] != pairs[token]:
                return i
            stack.pop()
    if stack:
        return len(tokens)
    return -1

# --- tests ---
import pytest

assert balance_brackets_with_stack("") == -1
assert balance_brackets_with_stack("()") == -1
assert balance_brackets_with_stack("([]{x})") == -1
assert balance_brackets_with_stack(")") == 0
assert balance_brackets_with_stack("(]") == 1
assert balance_brackets_with_stack("((") == 2
assert balance_brackets_with_stack("a(b)c]") == 5
assert balance_brackets_with_stack("{[}]") == 2
assert balance_brackets_with_stack("()(") == 3
