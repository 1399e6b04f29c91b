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

# --- implementation 2: clean every part, validate lengths, dedupe with dict.fromkeys ---
def parse_semicolon_tag_list(text, max_length=20):
    cleaned = [part.strip().lower() for part in text.split(";")]
    tags = [t for t in cleaned if t]
    too_long = [t for t in tags if len(t) > max_length]
    if too_long:
        raise ValueError("tag longer than %d characters: %r" % (max_length, too_long[0]))
    return list(dict.fromkeys(tags))

# --- implementation 3: map strip and lower over the parts, a seen-set for duplicates ---
def parse_semicolon_tag_list(text, max_length=20):
    seen = set()
    result = []
    for tag in map(str.lower, map(str.strip, text.split(";"))):
        if not tag or tag in seen:
            continue
        if len(tag) > max_length:
            raise ValueError("tag %r is too long" % tag)
        seen.add(tag)
        result.append(tag)
    return result

# --- inputs ---
def random_input(rng):
    pool = ["python", " Data ", "data", "", " ", "ML", "ml", "abc", "abcd", "y" * 20, "z" * 21]
    text = ";".join(rng.choice(pool) for _ in range(rng.randint(0, 5)))
    if rng.random() < 0.5:
        return (text,)
    return (text, rng.choice([2, 3, 4, 6, 20]))
