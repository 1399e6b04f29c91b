# domain: string_processing
# function: nth_word_from_end
# query: Given a whitespace-separated sentence, return its n-th word counting from the end (n=1 is
#   the last word). Return None when the sentence has fewer than n words; raise ValueError if n
#   < 1.

def nth_word_from_end(sentence, n):
    if n < 1:
        raise ValueError("n must be at least 1")
    words = sentence.split()
    if n > len(words):
        return None
    return words[len(words) - n]

# --- tests ---
import pytest

assert nth_word_from_end("the quick brown fox", 1) == "fox"
assert nth_word_from_end("the quick brown fox", 4) == "the"
assert nth_word_from_end("the quick brown fox", 5) is None
assert nth_word_from_end("the quick brown fox", 2) == "brown"
assert nth_word_from_end("", 1) is None
assert nth_word_from_end("  solo  ", 1) == "solo"
with pytest.raises(ValueError):
    nth_word_from_end("a b", 0)
