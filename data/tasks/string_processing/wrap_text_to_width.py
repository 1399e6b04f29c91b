# domain: string_processing
# function: wrap_text_to_width
# query: Greedily word-wrap text into lines of at most width characters, splitting on whitespace
#   and joining words in a line with single spaces; a word longer than width goes on its own line
#   unbroken. Returns a list of lines ([] for blank text); raise ValueError if width < 1.

def wrap_text_to_width(text, width):
    if width < 1:
        raise ValueError("width must be at least 1")
    lines = []
    current = ""
    for word in text.split():
        if current == "":
            current = word
        elif len(current) + 1 + len(word) <= width:
            current += " " + word
        else:
            lines.append(current)
            current = word
    if current != "":
        lines.append(current)
    return lines

# --- tests ---
import pytest

assert wrap_text_to_width("", 5) == []
assert wrap_text_to_width("   ", 5) == []
assert wrap_text_to_width("hello world", 11) == ["hello world"]
assert wrap_text_to_width("hello world", 10) == ["hello", "world"]
assert wrap_text_to_width("a b c d", 3) == ["a b", "c d"]
assert wrap_text_to_width("extraordinary is long", 5) == ["extraordinary", "is", "long"]
assert wrap_text_to_width("the quick brown fox", 9) == ["the quick", "brown fox"]
assert wrap_text_to_width("a b", 1) == ["a", "b"]
with pytest.raises(ValueError):
    wrap_text_to_width("x", 0)

# --- implementation 2: lines as lists of words, length computed on demand ---
def wrap_text_to_width(text, width):
    if width < 1:
        raise ValueError(width)
    lines = []
    for word in text.split():
        if lines and len(" ".join(lines[-1] + [word])) <= width:
            lines[-1].append(word)
        else:
            lines.append([word])
    return [" ".join(line) for line in lines]

# --- implementation 3: index loop that packs words while the running length fits ---
def wrap_text_to_width(text, width):
    if width <= 0:
        raise ValueError("width must be positive")
    words = text.split()
    result = []
    i = 0
    while i < len(words):
        j = i + 1
        used = len(words[i])
        while j < len(words) and used + 1 + len(words[j]) <= width:
            used += 1 + len(words[j])
            j += 1
        result.append(" ".join(words[i:j]))
        i = j
    return result

# --- implementation 4: recursion, one line taken from the front of the word list per call ---
def _wrap(words, width):
    if not words:
        return []
    count = 1
    length = len(words[0])
    while count < len(words) and length + 1 + len(words[count]) <= width:
        length += 1 + len(words[count])
        count += 1
    return [" ".join(words[:count])] + _wrap(words[count:], width)


def wrap_text_to_width(text, width):
    if width < 1:
        raise ValueError("width must be >= 1")
    return _wrap(text.split(), width)

# --- inputs ---
def random_input(rng):
    words = ["a", "b", "the", "quick", "extraordinary", "is", "fox"]
    text = rng.choice([" ", "  ", "\n"]).join(rng.choice(words) for _ in range(rng.randint(0, 6)))
    width = rng.randint(1, 12) if rng.random() < 0.92 else rng.choice([0, -1])
    return (text, width)
