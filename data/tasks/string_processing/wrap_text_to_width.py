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
