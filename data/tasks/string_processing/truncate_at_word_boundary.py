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

# --- implementation 2: try the longest prefix of words first and shrink ---
def truncate_at_word_boundary(text, limit):
    words = text.split()
    for count in range(len(words), -1, -1):
        candidate = " ".join(words[:count])
        if len(candidate) <= limit:
            break
    if count < len(words):
        candidate += "..."
    return candidate

# --- implementation 3: itertools.accumulate of line lengths counts the words that fit ---
from itertools import accumulate


def truncate_at_word_boundary(text, limit):
    words = text.split()
    lengths = accumulate(len(w) + 1 for w in words)
    fit = sum(1 for total in lengths if total - 1 <= limit)
    head = " ".join(words[:fit])
    return head if fit == len(words) else head + "..."

# --- inputs ---
def random_input(rng):
    words = ["hello", "world", "a", "b", "spaced", "xy"]
    text = rng.choice([" ", "  "]).join(rng.choice(words) for _ in range(rng.randint(0, 5)))
    if rng.random() < 0.2:
        text = "  " + text + " "
    return (text, rng.randint(0, 14))
