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
