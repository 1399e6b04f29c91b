# domain: string_processing
# function: extract_hashtags
# query: Extract hashtags from a social-media post: a "#" at the start or after whitespace followed
#   by one or more letters, digits or underscores. Return the tags without "#", lowercased, in
#   first-appearance order and without duplicates.

def extract_hashtags(post):
    tags = []
    i = 0
    while i < len(post):
        if post[i] == "#" and (i == 0 or post[i - 1].isspace()):
            j = i + 1
            while j < len(post) and (post[j].isalnum() or post[j] == "_"):
                j += 1
            tag = post[i + 1:j].lower()
            if tag and tag not in tags:
                tags.append(tag)
            i = j
        else:
            i += 1
    return tags

# --- tests ---
import pytest

assert extract_hashtags("") == []
assert extract_hashtags("#hello world") == ["hello"]
assert extract_hashtags("I love #Python and #python3!") == ["python", "python3"]
assert extract_hashtags("#a #A #b_c") == ["a", "b_c"]
assert extract_hashtags("email@x#no tag") == []
assert extract_hashtags("# lonely hash") == []
assert extract_hashtags("end #") == []
assert extract_hashtags("x\t#tab") == ["tab"]
assert extract_hashtags("#one#two") == ["one"]

# --- implementation 2: a regular expression with a whitespace-or-start lookbehind ---
import re


def extract_hashtags(post):
    found = re.findall(r"(?:^|(?<=\s))#(\w+)", post)
    unique = dict.fromkeys(tag.lower() for tag in found)
    return list(unique)

# --- implementation 3: whitespace-separated tokens that start with "#", cut at the first non-word character ---
def extract_hashtags(post):
    tags = []
    for token in post.split():
        if not token.startswith("#"):
            continue
        end = 1
        while end < len(token) and (token[end].isalnum() or token[end] == "_"):
            end += 1
        tag = token[1:end].lower()
        if tag and tag not in tags:
            tags.append(tag)
    return tags

# --- inputs ---
def random_input(rng):
    pool = ["#hello", "world", "#Python", "#python3!", "#a", "#A", "#b_c", "email@x#no", "#", " ", "\t", "#one#two", "x", "#x-y"]
    return ("".join(rng.choice(pool) + rng.choice([" ", "", "\t"]) for _ in range(rng.randint(0, 6))),)
