# domain: string_processing
# function: run_length_encode_string
# query: Run-length encode the string s as count followed by character for every run, e.g. "aaab"
#   becomes "3a1b". Counts are always written, even for runs of length 1, and "" encodes to "".

def run_length_encode_string(s):
    if s == "":
        return ""
    out = []
    count = 1
    for i in range(1, len(s)):
        if s[i] == s[i - 1]:
            count += 1
        else:
            out.append(str(count) + s[i - 1])
            count = 1
    out.append(str(count) + s[-1])
    return "".join(out)

# --- tests ---
import pytest

assert run_length_encode_string("") == ""
assert run_length_encode_string("a") == "1a"
assert run_length_encode_string("aa") == "2a"
assert run_length_encode_string("ab") == "1a1b"
assert run_length_encode_string("aaab") == "3a1b"
assert run_length_encode_string("aabbbcccc") == "2a3b4c"
assert run_length_encode_string("abba") == "1a2b1a"
assert run_length_encode_string("zzzzzzzzzzzz") == "12z"
