# domain: string_processing
# function: is_palindrome_ignoring_non_alnum
# query: Check whether text is a palindrome when only letters and digits are considered and case is
#   ignored (e.g. "A man, a plan, a canal: Panama"). Strings with no letters or digits,
#   including "", count as palindromes. Returns a bool.

def is_palindrome_ignoring_non_alnum(text):
    left, right = 0, len(text) - 1
    while left < right:
        if not text[left].isalnum():
            left += 1
            continue
        if not text[right].isalnum():
            right -= 1
            continue
        if text[left].lower() != text[right].lower():
            return False
        left += 1
        right -= 1
    return True

# --- tests ---
import pytest

assert is_palindrome_ignoring_non_alnum("") is True
assert is_palindrome_ignoring_non_alnum(".,!") is True
assert is_palindrome_ignoring_non_alnum("A man, a plan, a canal: Panama") is True
assert is_palindrome_ignoring_non_alnum("race a car") is False
assert is_palindrome_ignoring_non_alnum("ab") is False
assert is_palindrome_ignoring_non_alnum("Aa") is True
assert is_palindrome_ignoring_non_alnum("0P") is False
assert is_palindrome_ignoring_non_alnum("No 'x' in Nixon") is True
assert is_palindrome_ignoring_non_alnum("ab!c,da") is False

# --- implementation 2: filter to a cleaned lowercase string and compare with its reverse ---
def is_palindrome_ignoring_non_alnum(text):
    cleaned = ""
    for ch in text:
        if ch.isalnum():
            cleaned += ch.lower()
    return cleaned == cleaned[::-1]

# --- implementation 3: regex strips the rest, then compare the halves pairwise ---
import re


def is_palindrome_ignoring_non_alnum(text):
    s = re.sub(r"[\W_]", "", text).lower()
    n = len(s)
    return all(s[i] == s[n - 1 - i] for i in range(n // 2))

# --- implementation 4: deque of the kept characters, popped from both ends ---
from collections import deque


def is_palindrome_ignoring_non_alnum(text):
    chars = deque(c.lower() for c in text if c.isalnum())
    while len(chars) > 1:
        if chars.popleft() != chars.pop():
            return False
    return True

# --- inputs ---
def random_input(rng):
    half = "".join(rng.choice("abAB01 ,.!") for _ in range(rng.randint(0, 5)))
    r = rng.random()
    if r < 0.5:
        mid = rng.choice(["", "x", " ", "Z"])
        s = half + mid + half[::-1].swapcase()
        if s and rng.random() < 0.3:
            i = rng.randrange(len(s))
            s = s[:i] + rng.choice("qQ9") + s[i + 1:]
        return (s,)
    return ("".join(rng.choice("abAB01 ,.!_") for _ in range(rng.randint(0, 8))),)
