# domain: string_processing
# function: truncate_at_word_boundary
# query: Truncate text, a sentence, to at most limit characters without cutting a word: keep as many
#   whole space-separated words as fit (joined by single spaces) and append "..." only if
#   something was dropped (the "..." does not count toward the limit). If the first word alone
#   is too long return "...".

def truncate_at_word_boundary(text, limit):
    words = text.split()
    kept = []
    length = 0
    for word in words:
        extra = len(word) if not kept else len(word) + 1
        if length + extra > limit:
            break
        kept.append(word)
        length += extra
    result = " ".join(kept)
    if len(kept) < len(words):
        result += "..."
    return result

# --- tests ---
import pytest

assert truncate_at_word_boundary("", 5) == ""
assert truncate_at_word_boundary("hello world", 11) == "hello world"
assert truncate_at_word_boundary("hello world", 10) == "hello..."
assert truncate_at_word_boundary("hello world", 5) == "hello..."
assert truncate_at_word_boundary("hello world", 4) == "..."
assert truncate_at_word_boundary("a b c d", 5) == "a b c..."
assert truncate_at_word_boundary("a b c d", 7) == "a b c d"
assert truncate_at_word_boundary("  spaced   out  ", 6) == "spaced..."
assert truncate_at_word_boundary("one two", 0) == "..."
