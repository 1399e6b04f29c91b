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

# --- implementation 2: a forward pass drops unmatched ")", a backward pass drops unmatched "(" ---
def balance_parentheses_by_removal(text):
    kept = []
    open_count = 0
    for ch in text:
        if ch == ")" and open_count == 0:
            continue
        open_count += (ch == "(") - (ch == ")")
        kept.append(ch)
    result = []
    close_count = 0
    for ch in reversed(kept):
        if ch == "(" and close_count == 0:
            continue
        close_count += (ch == ")") - (ch == "(")
        result.append(ch)
    return "".join(reversed(result))

# --- implementation 3: cancel adjacent "()" pairs among the parentheses until none remain; drop the rest ---
def balance_parentheses_by_removal(text):
    parens = [(i, ch) for i, ch in enumerate(text) if ch in "()"]
    k = 0
    while k < len(parens) - 1:
        if parens[k][1] == "(" and parens[k + 1][1] == ")":
            del parens[k:k + 2]
            k = max(k - 1, 0)
        else:
            k += 1
    unmatched = {i for i, _ in parens}
    return "".join(ch for i, ch in enumerate(text) if i not in unmatched)

# --- inputs ---
def random_input(rng):
    return ("".join(rng.choice("(()))ab") for _ in range(rng.randint(0, 12))),)
