# domain: string_processing
# function: differ_by_one_edit
# query: Return True if two strings a and b are exactly one edit apart, where an edit is inserting,
#   deleting or replacing a single character; identical strings are zero edits apart and return
#   False.

def differ_by_one_edit(a, b):
    if len(a) > len(b):
        a, b = b, a
    if len(b) - len(a) > 1:
        return False
    i = 0
    while i < len(a) and a[i] == b[i]:
        i += 1
    if len(a) == len(b):
        return i < len(a) and a[i + 1:] == b[i + 1:]
    return a[i:] == b[i + 1:]

# --- tests ---
import pytest

assert differ_by_one_edit("", "") is False
assert differ_by_one_edit("", "a") is True
assert differ_by_one_edit("abc", "abc") is False
assert differ_by_one_edit("abc", "abd") is True
assert differ_by_one_edit("abc", "xbc") is True
assert differ_by_one_edit("abc", "ab") is True
assert differ_by_one_edit("ab", "acb") is True
assert differ_by_one_edit("abc", "a") is False
assert differ_by_one_edit("abcd", "abdc") is False
assert differ_by_one_edit("abc", "bc") is True
