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

# --- implementation 2: keep only the brackets and delete adjacent matching pairs until none remain ---
def balanced_brackets_pushdown(text):
    brackets = "".join(ch for ch in text if ch in "()[]{}")
    while True:
        shorter = brackets.replace("()", "").replace("[]", "").replace("{}", "")
        if shorter == brackets:
            return brackets == ""
        brackets = shorter

# --- implementation 3: keep the string of closers still expected, innermost first ---
def balanced_brackets_pushdown(text):
    closer = {"(": ")", "[": "]", "{": "}"}
    expected = ""
    for ch in text:
        if ch in closer:
            expected = closer[ch] + expected
        elif ch in ")]}":
            if not expected.startswith(ch):
                return False
            expected = expected[1:]
    return not expected

# --- implementation 4: recursive descent over the brackets, each call consuming one balanced run ---
def balanced_brackets_pushdown(text):
    brackets = [ch for ch in text if ch in "()[]{}"]
    match = {"(": ")", "[": "]", "{": "}"}

    def parse(i):
        while i < len(brackets) and brackets[i] in match:
            end = parse(i + 1)
            if end < 0 or end >= len(brackets) or brackets[end] != match[brackets[i]]:
                return -1
            i = end + 1
        return i

    return parse(0) == len(brackets)

# --- inputs ---
def random_input(rng):
    s = ""
    for _ in range(rng.randint(0, 6)):
        kind = rng.choice(["()", "[]", "{}"])
        if s and rng.random() < 0.5:
            i = rng.randint(0, len(s))
            s = s[:i] + kind + s[i:]
        else:
            s += kind
    s = list(s)
    if s and rng.random() < 0.5:
        i = rng.randrange(len(s))
        r = rng.random()
        if r < 0.4:
            del s[i]
        elif r < 0.7:
            s[i] = rng.choice("()[]{}")
        else:
            j = rng.randrange(len(s))
            s[i], s[j] = s[j], s[i]
    if rng.random() < 0.3:
        s.insert(rng.randint(0, len(s)), rng.choice("ab x"))
    return ("".join(s),)
