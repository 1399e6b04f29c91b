# domain: string_processing
# function: longest_substring_without_repeats
# query: Return the longest contiguous substring of s with no repeated characters; if several have
#   the maximum length return the earliest one. "" returns "".

def longest_substring_without_repeats(s):
    last_seen = {}
    start = 0
    best = ""
    for i, ch in enumerate(s):
        if ch in last_seen and last_seen[ch] >= start:
            start = last_seen[ch] + 1
        last_seen[ch] = i
        if i - start + 1 > len(best):
            best = s[start:i + 1]
    return best

# --- tests ---
import pytest

assert longest_substring_without_repeats("") == ""
assert longest_substring_without_repeats("a") == "a"
assert longest_substring_without_repeats("abcabcbb") == "abc"
assert longest_substring_without_repeats("bbbbb") == "b"
assert longest_substring_without_repeats("pwwkew") == "wke"
assert longest_substring_without_repeats("abba") == "ab"
assert longest_substring_without_repeats("dvdf") == "vdf"
assert longest_substring_without_repeats("tmmzuxt") == "mzuxt"
assert longest_substring_without_repeats("abcd") == "abcd"

# --- implementation 2: from every start extend until a repeat, keep the first longest ---
def longest_substring_without_repeats(s):
    best = ""
    for start in range(len(s)):
        seen = set()
        end = start
        while end < len(s) and s[end] not in seen:
            seen.add(s[end])
            end += 1
        if end - start > len(best):
            best = s[start:end]
    return best

# --- implementation 3: window kept as a string, trimmed past the previous copy ---
def longest_substring_without_repeats(s):
    window = ""
    best = ""
    for ch in s:
        cut = window.find(ch)
        if cut != -1:
            window = window[cut + 1:]
        window += ch
        if len(window) > len(best):
            best = window
    return best

# --- implementation 4: window held as a set, shrunk from the left on a repeat ---
def longest_substring_without_repeats(s):
    inside = set()
    left = 0
    best_start, best_len = 0, 0
    for right, ch in enumerate(s):
        while ch in inside:
            inside.remove(s[left])
            left += 1
        inside.add(ch)
        if right - left + 1 > best_len:
            best_start, best_len = left, right - left + 1
    return s[best_start:best_start + best_len]

# --- inputs ---
def random_input(rng):
    return ("".join(rng.choice("abcdd") for _ in range(rng.randint(0, 12))),)
