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

# --- implementation 2: try the string itself and every single-character deletion ---
def can_become_palindrome_by_removing_one_char(s):
    candidates = [s]
    for i in range(len(s)):
        candidates.append(s[:i] + s[i + 1:])
    for c in candidates:
        if c == c[::-1]:
            return True
    return False

# --- implementation 3: recursion from both ends with one deletion allowed ---
def can_become_palindrome_by_removing_one_char(s):
    def check(lo, hi, deletions):
        while lo < hi and s[lo] == s[hi]:
            lo, hi = lo + 1, hi - 1
        if lo >= hi:
            return True
        if deletions == 0:
            return False
        return check(lo + 1, hi, deletions - 1) or check(lo, hi - 1, deletions - 1)
    return check(0, len(s) - 1, 1)

# --- inputs ---
def random_input(rng):
    half = "".join(rng.choice("ab") for _ in range(rng.randint(0, 4)))
    s = half + rng.choice(["", "a", "c"]) + half[::-1]
    if rng.random() < 0.7:
        for _ in range(rng.randint(1, 2)):
            i = rng.randint(0, len(s))
            s = s[:i] + rng.choice("abcA") + s[i:]
    return (s,)
