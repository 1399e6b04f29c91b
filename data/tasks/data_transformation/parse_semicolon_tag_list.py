# domain: data_transformation
# function: parse_semicolon_tag_list
# query: Parse a tag string text such as "python; Data ;python;;ml" into a list of lowercase,
#   stripped, unique tags in first-seen order, dropping empty entries. Raise ValueError if a
#   tag exceeds max_length characters (default 20).

def parse_semicolon_tag_list(text, max_length=20):
    tags = []
    for raw in text.split(";"):
        tag = raw.strip().lower()
        if not tag:
            continue
        if len(tag) > max_length:
            raise ValueError("tag too long: %r" % tag)
        if tag not in tags:
            tags.append(tag)
    return tags

# --- tests ---
import pytest

assert parse_semicolon_tag_list("") == []
assert parse_semicolon_tag_list("a") == ["a"]
assert parse_semicolon_tag_list("python; Data ;python;;ml") == ["python", "data", "ml"]
assert parse_semicolon_tag_list(" ; ;") == []
assert parse_semicolon_tag_list("B;b;A") == ["b", "a"]
assert parse_semicolon_tag_list("abc", 3) == ["abc"]
with pytest.raises(ValueError):
    parse_semicolon_tag_list("abcd", 3)
assert parse_semicolon_tag_list("x;" + "y" * 20) == ["x", "y" * 20]
with pytest.raises(ValueError):
    parse_semicolon_tag_list("ok;" + "z" * 21)
