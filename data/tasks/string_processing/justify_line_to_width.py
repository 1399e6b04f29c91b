# domain: string_processing
# function: justify_line_to_width
# query: Fully justify a list of words into one line of exactly width characters by distributing
#   spaces between words as evenly as possible, giving extra spaces to the leftmost gaps. A single
#   word is left-aligned and padded on the right. Raise ValueError if the words cannot fit.

def justify_line_to_width(words, width):
    letters = sum(len(w) for w in words)
    gaps = len(words) - 1
    if letters + gaps > width:
        raise ValueError("words do not fit")
    if gaps == 0:
        return words[0] + " " * (width - letters)
    spaces = width - letters
    base, extra = divmod(spaces, gaps)
    line = ""
    for i in range(gaps):
        line += words[i] + " " * base
        if i < extra:
            line += " "
    return line + words[-1]

# --- tests ---
import pytest

assert justify_line_to_width(["a", "b"], 3) == "a b"
assert justify_line_to_width(["a", "b"], 5) == "a   b"
assert justify_line_to_width(["a", "b", "c"], 6) == "a  b c"
assert justify_line_to_width(["a", "b", "c"], 7) == "a  b  c"
assert justify_line_to_width(["This", "is", "an"], 16) == "This    is    an"
assert justify_line_to_width(["word"], 7) == "word   "
assert justify_line_to_width(["ab", "c", "d", "e"], 10) == "ab  c  d e"
with pytest.raises(ValueError):
    justify_line_to_width(["abc", "de"], 5)
assert justify_line_to_width(["abc", "de"], 6) == "abc de"
