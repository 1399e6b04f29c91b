# domain: collections
# function: is_palindrome_deque
# query: Check whether a sequence items reads the same forwards and backwards; empty and
#   single-element sequences are palindromes.

from collections import deque

def is_palindrome_deque(items):
    d = deque(items)
    while len(d) > 1:
        if d.popleft() != d.pop():
            return False
    return True

# --- tests ---
import pytest

assert is_palindrome_deque([]) is True
assert is_palindrome_deque([1]) is True
assert is_palindrome_deque([1, 1]) is True
assert is_palindrome_deque([1, 2]) is False
assert is_palindrome_deque([1, 2, 1]) is True
assert is_palindrome_deque("racecar") is True
assert is_palindrome_deque([1, 2, 3, 2, 2]) is False
assert is_palindrome_deque([3, 1, 1, 3]) is True
