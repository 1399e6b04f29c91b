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
