# domain: string_processing
# function: compress_string_if_shorter
# query: Compress a string s by replacing each run of a repeated character with the character
#   followed by the run length ("aabcccccaaa" -> "a2b1c5a3"), but return the original string
#   when the compressed form is not strictly shorter.

def compress_string_if_shorter(s):
    if len(s) < 3:
        return s
    parts = []
    run_char = s[0]
    run_len = 0
    for ch in s:
        if ch == run_char:
            run_len += 1
        else:
            parts.append(run_char + str(run_len))
            run_char = ch
            run_len = 1
    parts.append(run_char + str(run_len))
    compressed = "".join(parts)
    if len(compressed) < len(s):
        return compressed
    return s

# --- tests ---
import pytest

assert compress_string_if_shorter("") == ""
assert compress_string_if_shorter("aa") == "aa"
assert compress_string_if_shorter("aaa") == "a3"
assert compress_string_if_shorter("abc") == "abc"
assert compress_string_if_shorter("aabcccccaaa") == "a2b1c5a3"
assert compress_string_if_shorter("aabb") == "aabb"
assert compress_string_if_shorter("aaabbb") == "a3b3"
assert compress_string_if_shorter("aaaaaaaaaaaab") == "a12b1"
assert compress_string_if_shorter("abbbbb") == "a1b5"
