# domain: string_processing
# function: longest_palindromic_substring
# query: Return the longest contiguous substring of s that reads the same forwards and backwards. If
#   several have the maximum length, return the one that starts first. "" returns "".

def longest_palindromic_substring(s):
    best = ""
    for center in range(len(s)):
        for lo, hi in ((center, center), (center, center + 1)):
            while lo >= 0 and hi < len(s) and s[lo] == s[hi]:
                lo -= 1
                hi += 1
            if hi - lo - 1 > len(best):
                best = s[lo + 1:hi]
    return best

# --- tests ---
import pytest

assert longest_palindromic_substring("") == ""
assert longest_palindromic_substring("a") == "a"
assert longest_palindromic_substring("ab") == "a"
assert longest_palindromic_substring("babad") == "bab"
assert longest_palindromic_substring("cbbd") == "bb"
assert longest_palindromic_substring("forgeeksskeegfor") == "geeksskeeg"
assert longest_palindromic_substring("abacdfgdcaba") == "aba"
assert longest_palindromic_substring("xabcbay") == "abcba"
assert longest_palindromic_substring("aaaa") == "aaaa"
