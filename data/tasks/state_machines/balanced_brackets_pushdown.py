# domain: state_machines
# function: balanced_brackets_pushdown
# query: Check whether the brackets (), [] and {} in a string text are balanced and properly nested;
#   other characters are ignored. Return True or False.

def balanced_brackets_pushdown(text):
    pairs = {")": "(", "]": "[", "}": "{"}
    stack = []
    for ch in text:
        if ch in "([{":
            stack.append(ch)
        elif ch in pairs:
            if not stack or stack[-1] != pairs[ch]:
                return False
            stack.pop()
    return len(stack) == 0

# --- tests ---
import pytest

assert balanced_brackets_pushdown("") is True
assert balanced_brackets_pushdown("()") is True
assert balanced_brackets_pushdown("(") is False
assert balanced_brackets_pushdown(")") is False
assert balanced_brackets_pushdown("a[b{c}(d)]e") is True
assert balanced_brackets_pushdown("([)]") is False
assert balanced_brackets_pushdown("{[]}()") is True
assert balanced_brackets_pushdown("(]") is False
assert balanced_brackets_pushdown("(()") is False
