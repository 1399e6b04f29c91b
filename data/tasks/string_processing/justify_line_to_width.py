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

# --- implementation 2: build a list of gap widths, then zip words with gaps ---
def justify_line_to_width(words, width):
    total = sum(map(len, words))
    n_gaps = len(words) - 1
    if total + n_gaps > width:
        raise ValueError("too long")
    if not n_gaps:
        return words[0].ljust(width)
    free = width - total
    gaps = [free // n_gaps + (1 if i < free % n_gaps else 0) for i in range(n_gaps)]
    return "".join(w + " " * g for w, g in zip(words, gaps + [0]))

# --- implementation 3: hand out the free spaces one at a time, round robin from the left ---
def justify_line_to_width(words, width):
    gaps = [1] * (len(words) - 1)
    free = width - sum(len(w) for w in words) - len(gaps)
    if free < 0:
        raise ValueError("words do not fit in width")
    if not gaps:
        return words[0] + " " * free
    i = 0
    while free:
        gaps[i % len(gaps)] += 1
        free -= 1
        i += 1
    line = words[0]
    for gap, word in zip(gaps, words[1:]):
        line += " " * gap + word
    return line

# --- inputs ---
def random_input(rng):
    words = ["".join(rng.choice("abc") for _ in range(rng.randint(1, 4))) for _ in range(rng.randint(1, 5))]
    need = sum(len(w) for w in words) + len(words) - 1
    width = need + rng.choice([-1, 0, 0, 1, 2, 3, 5, 7])
    return (words, width)
