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

# --- implementation 2: running depths with itertools.accumulate, checked stepwise ---
from itertools import accumulate


def paren_nesting_depth_counter(text):
    steps = []
    for ch in text:
        if ch not in "()":
            raise ValueError("only parentheses are allowed")
        steps.append(1 if ch == "(" else -1)
    depths = list(accumulate(steps))
    if not depths:
        return 0
    if min(depths) < 0 or depths[-1] != 0:
        return -1
    return max(depths)

# --- implementation 3: repeatedly remove "()" pairs; the rounds needed give the depth ---
def paren_nesting_depth_counter(text):
    rounds = 0
    rest = text
    for i, ch in enumerate(text):
        if ch not in "()":
            raise ValueError(ch)
        if text[:i + 1].count(")") > text[:i + 1].count("("):
            return -1
    while "()" in rest:
        rest = rest.replace("()", "")
        rounds += 1
    return rounds if rest == "" else -1

# --- inputs ---
def random_input(rng):
    s = ""
    for _ in range(rng.randint(0, 5)):
        depth = rng.randint(1, 3)
        s += "(" * depth + ")" * depth if rng.random() < 0.6 else rng.choice(["(()())", "()", "(()", ")"])
    if rng.random() < 0.3 and s:
        i = rng.randrange(len(s))
        s = s[:i] + s[i + 1:]
    if rng.random() < 0.1:
        depth, cut = 0, 0
        for cut in range(len(s) + 1):
            if cut == len(s) or depth + (1 if s[cut] == "(" else -1) < 0:
                break
            depth += 1 if s[cut] == "(" else -1
        i = rng.randint(0, cut)
        s = s[:i] + rng.choice("a ]") + s[i:]
    return (s,)
