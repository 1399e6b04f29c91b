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

# --- implementation 2: try lengths from longest down, first palindromic window wins ---
def longest_palindromic_substring(s):
    for size in range(len(s), 0, -1):
        for start in range(len(s) - size + 1):
            piece = s[start:start + size]
            if piece == piece[::-1]:
                return piece
    return ""

# --- implementation 3: table of palindromic spans filled by span length ---
def longest_palindromic_substring(s):
    n = len(s)
    pal = [[False] * n for _ in range(n)]
    best_start, best_len = 0, 0
    for length in range(1, n + 1):
        for i in range(n - length + 1):
            j = i + length - 1
            if s[i] == s[j] and (length <= 2 or pal[i + 1][j - 1]):
                pal[i][j] = True
                if length > best_len:
                    best_start, best_len = i, length
    return s[best_start:best_start + best_len]

# --- implementation 4: at each end index only lengths best+2 and best+1 can improve the best ---
def longest_palindromic_substring(s):
    start, size = 0, 0
    for end in range(len(s)):
        for length in (size + 2, size + 1):
            lo = end - length + 1
            piece = s[lo:end + 1]
            if lo >= 0 and piece == piece[::-1]:
                start, size = lo, length
                break
    return s[start:start + size]

# --- inputs ---
def random_input(rng):
    return ("".join(rng.choice("aabc") for _ in range(rng.randint(0, 12))),)
