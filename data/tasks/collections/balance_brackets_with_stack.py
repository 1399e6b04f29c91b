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

# --- implementation 2: closers map to openers, expected closers pushed on a list ---
def balance_brackets_with_stack(tokens):
    closer_for = {"(": ")", "[": "]", "{": "}"}
    expected = []
    for i, token in enumerate(tokens):
        if token in closer_for:
            expected.append(closer_for[token])
        elif token in (")", "]", "}"):
            if not expected or expected.pop() != token:
                return i
    return len(tokens) if expected else -1

# --- implementation 3: match each closer with the nearest unmatched opener to its left, flagging used openers ---
def balance_brackets_with_stack(tokens):
    opener_of = {")": "(", "]": "[", "}": "{"}
    openers = {"(", "[", "{"}
    used = [False] * len(tokens)
    for i, token in enumerate(tokens):
        if token not in opener_of:
            continue
        j = i - 1
        while j >= 0 and (used[j] or tokens[j] not in openers):
            j -= 1
        if j < 0 or tokens[j] != opener_of[token]:
            return i
        used[j] = True
    if any(t in openers and not used[i] for i, t in enumerate(tokens)):
        return len(tokens)
    return -1

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 14)
    if rng.random() < 0.5:
        chars = []
        for _ in range(n // 2):
            o, c = rng.choice(["()", "[]", "{}"])
            k = rng.randint(0, len(chars))
            chars[k:k] = [o, c]
        if chars and rng.random() < 0.6:
            i = rng.randrange(len(chars))
            op = rng.random()
            if op < 0.4:
                del chars[i]
            elif op < 0.7:
                chars[i] = rng.choice("()[]{}")
            else:
                chars.insert(i, rng.choice("x)]"))
        tokens = "".join(chars)
    else:
        tokens = "".join(rng.choice("()[]{}ab") for _ in range(n))
    if rng.random() < 0.2:
        tokens = list(tokens)
        if rng.random() < 0.5:
            tokens.insert(rng.randint(0, len(tokens)), rng.choice(["", ")]", "()", "x"]))
        return (tokens,)
    return (tokens,)
