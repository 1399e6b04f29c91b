# domain: state_machines
# function: match_tiny_glob_pattern
# query: Given a pattern in a tiny pattern language where "?" matches exactly one character and "*"
#   matches any run of characters (including empty), and other characters match themselves,
#   decide whether it matches the whole string text. Return True or False.

def match_tiny_glob_pattern(pattern, text):
    def closure(positions):
        result = set(positions)
        for p in sorted(positions):
            while p < len(pattern) and pattern[p] == "*":
                p += 1
                result.add(p)
        return result
    states = closure({0})
    for ch in text:
        nxt = set()
        for p in states:
            if p < len(pattern):
                if pattern[p] == "*":
                    nxt.add(p)
                elif pattern[p] == "?" or pattern[p] == ch:
                    nxt.add(p + 1)
        states = closure(nxt)
    return len(pattern) in states

# --- tests ---
import pytest

assert match_tiny_glob_pattern("", "") is True
assert match_tiny_glob_pattern("", "a") is False
assert match_tiny_glob_pattern("*", "") is True
assert match_tiny_glob_pattern("a?c", "abc") is True
assert match_tiny_glob_pattern("a?c", "ac") is False
assert match_tiny_glob_pattern("a*c", "abbbc") is True
assert match_tiny_glob_pattern("a*c", "abcd") is False
assert match_tiny_glob_pattern("**b", "ab") is True
assert match_tiny_glob_pattern("x*", "y") is False
assert match_tiny_glob_pattern("?*?", "a") is False

# --- implementation 2: table of which pattern prefixes match which text prefixes ---
def match_tiny_glob_pattern(pattern, text):
    rows, cols = len(pattern), len(text)
    ok = [[False] * (cols + 1) for _ in range(rows + 1)]
    ok[0][0] = True
    for i in range(1, rows + 1):
        p = pattern[i - 1]
        for j in range(cols + 1):
            if p == "*":
                ok[i][j] = ok[i - 1][j] or (j > 0 and ok[i][j - 1])
            elif j > 0 and (p == "?" or p == text[j - 1]):
                ok[i][j] = ok[i - 1][j - 1]
    return ok[rows][cols]

# --- implementation 3: advance both strings, remembering the last "*" to retry with a longer run ---
def match_tiny_glob_pattern(pattern, text):
    p = t = 0
    star, resume = -1, 0
    while t < len(text):
        if p < len(pattern) and (pattern[p] == "?" or pattern[p] == text[t]):
            p += 1
            t += 1
        elif p < len(pattern) and pattern[p] == "*":
            star, resume = p, t
            p += 1
        elif star >= 0:
            resume += 1
            p, t = star + 1, resume
        else:
            return False
    return pattern[p:].strip("*") == ""

# --- implementation 4: translate the pattern into a Python regular expression ---
import re


def match_tiny_glob_pattern(pattern, text):
    parts = []
    for ch in pattern:
        parts.append(".*" if ch == "*" else "." if ch == "?" else re.escape(ch))
    return re.fullmatch("".join(parts), text, re.DOTALL) is not None

# --- inputs ---
def random_input(rng):
    pattern = "".join(rng.choice("ab?*") for _ in range(rng.randint(0, 5)))
    text = "".join(rng.choice("abc") for _ in range(rng.randint(0, 6)))
    return (pattern, text)
