# domain: string_processing
# function: truncate_with_ellipsis
# query: Shorten text to at most max_len characters: if it already fits return it unchanged,
#   otherwise keep the first max_len - 3 characters and append "...". Raise ValueError when
#   max_len is less than 3.

def truncate_with_ellipsis(text, max_len):
    if max_len < 3:
        raise ValueError("max_len must be at least 3")
    if len(text) <= max_len:
        return text
    return text[:max_len - 3] + "..."

# --- tests ---
import pytest

assert truncate_with_ellipsis("hello", 5) == "hello"
assert truncate_with_ellipsis("hello", 10) == "hello"
assert truncate_with_ellipsis("hello!", 5) == "he..."
assert truncate_with_ellipsis("abcdef", 3) == "..."
assert truncate_with_ellipsis("abc", 3) == "abc"
assert truncate_with_ellipsis("", 3) == ""
assert truncate_with_ellipsis("The quick brown fox", 12) == "The quick..."
with pytest.raises(ValueError):
    truncate_with_ellipsis("abc", 2)
