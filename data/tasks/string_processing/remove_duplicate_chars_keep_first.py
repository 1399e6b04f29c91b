# domain: string_processing
# function: remove_duplicate_chars_keep_first
# query: Remove repeated characters from the string s, keeping only the first occurrence of each
#   character in its original position. Case-sensitive by default (ignore_case=False); when
#   ignore_case is True, "A" and "a" count as the same character and whichever appears first is
#   kept.

def remove_duplicate_chars_keep_first(s, ignore_case=False):
    out = []
    for i in range(len(s)):
        ch = s[i]
        key = ch.lower() if ignore_case else ch
        earlier = s[:i].lower() if ignore_case else s[:i]
        if key in earlier:
            continue
        out.append(ch)
    return "".join(out)

# --- tests ---
import pytest

assert remove_duplicate_chars_keep_first("") == ""
assert remove_duplicate_chars_keep_first("a") == "a"
assert remove_duplicate_chars_keep_first("banana") == "ban"
assert remove_duplicate_chars_keep_first("aAbB") == "aAbB"
assert remove_duplicate_chars_keep_first("aAbB", ignore_case=True) == "ab"
assert remove_duplicate_chars_keep_first("Abca", ignore_case=True) == "Abc"
assert remove_duplicate_chars_keep_first("mississippi") == "misp"
assert remove_duplicate_chars_keep_first("a a") == "a "
