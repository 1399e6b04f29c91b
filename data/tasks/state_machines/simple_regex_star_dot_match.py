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
