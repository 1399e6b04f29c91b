# domain: string_processing
# function: can_become_palindrome_by_removing_one_char
# query: Return True if the string s is already a palindrome or can be made one by deleting at most
#   one character, otherwise False. Comparison is exact (case-sensitive); "" and single
#   characters are palindromes.

def can_become_palindrome_by_removing_one_char(s):
    def is_pal(lo, hi):
        while lo < hi:
            if s[lo] != s[hi]:
                return False
            lo += 1
            hi -= 1
        return True

    lo, hi = 0, len(s) - 1
    while lo < hi:
        if s[lo] != s[hi]:
            return is_pal(lo + 1, hi) or is_pal(lo, hi - 1)
        lo += 1
        hi -= 1
    return True

# --- tests ---
import pytest

assert can_become_palindrome_by_removing_one_char("") is True
assert can_become_palindrome_by_removing_one_char("aab") is True
assert can_become_palindrome_by_removing_one_char("ab") is True
assert can_become_palindrome_by_removing_one_char("abb") is True
assert can_become_palindrome_by_removing_one_char("abca") is True
assert can_become_palindrome_by_removing_one_char("abc") is False
assert can_become_palindrome_by_removing_one_char("aabca") is False
assert can_become_palindrome_by_removing_one_char("aabab") is False
assert can_become_palindrome_by_removing_one_char("abcdeba") is False
assert can_become_palindrome_by_removing_one_char("abab") is True
