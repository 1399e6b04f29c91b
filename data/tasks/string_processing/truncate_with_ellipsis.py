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

# --- implementation 2: cut to max_len first; if anything was lost, swap the last three kept characters for "..." ---
def truncate_with_ellipsis(text, max_len):
    if max_len < 3:
        raise ValueError(max_len)
    kept = text[:max_len]
    if kept == text:
        return text
    return kept[:-3] + "..."

# --- implementation 3: drop characters from the end until the ellipsis fits ---
def truncate_with_ellipsis(text, max_len):
    if max_len < 3:
        raise ValueError("too short for an ellipsis")
    if len(text) <= max_len:
        return text
    head = text
    while len(head) + 3 > max_len:
        head = head[:-1]
    return f"{head}..."

# --- inputs ---
def random_input(rng):
    text = "The quick brown fox"[: rng.randint(0, 19)]
    return (text, rng.choice([0, 2, 3, 4, 5, len(text), len(text) - 1, len(text) + 1, 12]))
