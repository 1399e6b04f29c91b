# domain: string_processing
# function: balance_parentheses_by_removal
# query: Make the parentheses in text valid by deleting the minimum number of "(" and ")"
#   characters: unmatched ")" are dropped scanning left to right, and unmatched "(" are dropped
#   from the right. Other characters are kept.

def balance_parentheses_by_removal(text):
    chars = list(text)
    open_positions = []
    for i, ch in enumerate(chars):
        if ch == "(":
            open_positions.append(i)
        elif ch == ")":
            if open_positions:
                open_positions.pop()
            else:
                chars[i] = ""
    for i in open_positions:
        chars[i] = ""
    return "".join(chars)

# --- tests ---
import pytest

assert balance_parentheses_by_removal("") == ""
assert balance_parentheses_by_removal("()") == "()"
assert balance_parentheses_by_removal(")(") == ""
assert balance_parentheses_by_removal("a)b(c)d") == "ab(c)d"
assert balance_parentheses_by_removal("))((") == ""
assert balance_parentheses_by_removal("(a(b)") == "a(b)"
assert balance_parentheses_by_removal("lee(t(c)o)de)") == "lee(t(c)o)de"
assert balance_parentheses_by_removal("((x)") == "(x)"
