# domain: state_machines
# function: simple_regex_star_dot_match
# query: Given a pattern in a tiny regex language supporting literal characters, "." (any single
#   character) and "x*" (zero or more of the preceding element), decide whether it matches the
#   whole string text. Return True or False.

def simple_regex_star_dot_match(pattern, text):
    def expand(states):
        stack, seen = list(states), set(states)
        while stack:
            p = stack.pop()
            if p + 1 < len(pattern) and pattern[p + 1] == "*" and p + 2 not in seen:
                seen.add(p + 2)
                stack.append(p + 2)
        return seen
    states = expand({0})
    for ch in text:
        nxt = set()
        for p in states:
            if p < len(pattern) and pattern[p] in (ch, "."):
                starred = p + 1 < len(pattern) and pattern[p + 1] == "*"
                nxt.add(p if starred else p + 1)
        states = expand(nxt)
    return len(pattern) in states

# --- tests ---
import pytest

assert simple_regex_star_dot_match("", "") is True
assert simple_regex_star_dot_match("a", "") is False
assert simple_regex_star_dot_match("a*", "") is True
assert simple_regex_star_dot_match("a*", "aaa") is True
assert simple_regex_star_dot_match("a.c", "abc") is True
assert simple_regex_star_dot_match("a.c", "abcd") is False
assert simple_regex_star_dot_match("c*a*b", "aab") is True
assert simple_regex_star_dot_match("mis*is*p*.", "mississippi") is False
assert simple_regex_star_dot_match(".*x", "abx") is True
assert simple_regex_star_dot_match("ab*", "a") is True

# --- implementation 2: recursive matching of pattern and text suffixes, memoised ---
from functools import lru_cache


def simple_regex_star_dot_match(pattern, text):
    @lru_cache(maxsize=None)
    def match(i, j):
        if i == len(pattern):
            return j == len(text)
        first = j < len(text) and pattern[i] in (text[j], ".")
        if i + 1 < len(pattern) and pattern[i + 1] == "*":
            return match(i + 2, j) or (first and match(i, j + 1))
        return first and match(i + 1, j + 1)
    return match(0, 0)

# --- implementation 3: table over (pattern prefix, text prefix), filled from the empty prefixes ---
def simple_regex_star_dot_match(pattern, text):
    m, n = len(pattern), len(text)
    table = [[False] * (n + 1) for _ in range(m + 1)]
    table[0][0] = True
    for i in range(2, m + 1):
        table[i][0] = pattern[i - 1] == "*" and table[i - 2][0]
    for i in range(1, m + 1):
        for j in range(1, n + 1):
            p = pattern[i - 1]
            if p == "*":
                repeat = pattern[i - 2] in (text[j - 1], ".")
                table[i][j] = table[i - 2][j] or (repeat and table[i][j - 1])
            else:
                table[i][j] = p in (text[j - 1], ".") and table[i - 1][j - 1]
    return table[m][n]

# --- implementation 4: escape the literal characters and let Python's re engine match ---
import re


def simple_regex_star_dot_match(pattern, text):
    translated = ""
    for ch in pattern:
        translated += ch if ch in ".*" else re.escape(ch)
    return re.fullmatch(translated, text, re.DOTALL) is not None

# --- inputs ---
def random_input(rng):
    pattern = ""
    for _ in range(rng.randint(0, 4)):
        pattern += rng.choice("ab.c") + ("*" if rng.random() < 0.4 else "")
    text = "".join(rng.choice("abc") for _ in range(rng.randint(0, 6)))
    return (pattern, text)
