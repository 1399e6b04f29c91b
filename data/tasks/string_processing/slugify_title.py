# domain: string_processing
# function: slugify_title
# query: Create a URL slug from a title: lowercase it, keep ASCII letters and digits, turn every run
#   of other characters into one hyphen, strip hyphens from both ends, and cut the slug to at
#   most max_length characters (default 50) without leaving a trailing hyphen. Raise ValueError
#   if max_length < 1.

def slugify_title(title, max_length=50):
    if max_length < 1:
        raise ValueError("max_length must be positive")
    slug = ""
    for ch in title.lower():
        if ch.isascii() and ch.isalnum():
            slug += ch
        elif slug != "" and slug[-1] != "-":
            slug += "-"
    slug = slug[:max_length]
    while slug.endswith("-"):
        slug = slug[:-1]
    return slug

# --- tests ---
import pytest

assert slugify_title("Hello, World!") == "hello-world"
assert slugify_title("  --Python 3.12 Released--  ") == "python-3-12-released"
assert slugify_title("") == ""
assert slugify_title("!!!") == ""
assert slugify_title("abc def", 4) == "abc"
assert slugify_title("abc def", 5) == "abc-d"
assert slugify_title("abc def", 3) == "abc"
assert slugify_title("a", 1) == "a"
assert slugify_title("Ünïcode Ünited") == "n-code-nited"
with pytest.raises(ValueError):
    slugify_title("x", 0)

# --- implementation 2: regex replaces runs of non-alphanumerics, then trim and cut ---
import re


def slugify_title(title, max_length=50):
    if max_length < 1:
        raise ValueError("max_length must be at least 1")
    slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    return slug[:max_length].rstrip("-")

# --- implementation 3: collect alphanumeric words and join them with hyphens ---
def slugify_title(title, max_length=50):
    if max_length <= 0:
        raise ValueError(max_length)
    words = []
    word = ""
    for ch in title.lower() + " ":
        if ch in "abcdefghijklmnopqrstuvwxyz0123456789":
            word += ch
        elif word:
            words.append(word)
            word = ""
    return "-".join(words)[:max_length].rstrip("-")

# --- implementation 4: re.findall collects the alphanumeric runs, joined with hyphens ---
import re


def slugify_title(title, max_length=50):
    if max_length < 1:
        raise ValueError("max_length must be >= 1")
    words = re.findall(r"[a-z0-9]+", title.lower())
    slug = "-".join(words)[:max_length]
    return slug.rstrip("-")

# --- inputs ---
def random_input(rng):
    title = "".join(rng.choice("abC 12,.-!Ü") for _ in range(rng.randint(0, 16)))
    r = rng.random()
    if r < 0.4:
        return (title,)
    if r < 0.45:
        return (title, rng.choice([0, -1]))
    return (title, rng.randint(1, 10))
