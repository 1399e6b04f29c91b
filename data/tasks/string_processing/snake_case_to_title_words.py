# domain: string_processing
# function: snake_case_to_title_words
# query: Turn name, a snake_case or SCREAMING_SNAKE identifier, into human-readable title words
#   separated by spaces ("user_first_name" -> "User First Name", "MAX_COUNT" -> "Max Count":
#   first letter uppercase, the rest lowercase); empty segments from repeated underscores are
#   dropped and the segments matching (case-insensitively) one of the lowercase acronyms (e.g.
#   {"id", "url"}; default (), none) are fully uppercased.

def snake_case_to_title_words(name, acronyms=()):
    words = []
    for part in name.split("_"):
        if part == "":
            continue
        lower = part.lower()
        if lower in acronyms:
            words.append(lower.upper())
        else:
            words.append(lower[0].upper() + lower[1:])
    return " ".join(words)

# --- tests ---
import pytest

assert snake_case_to_title_words("") == ""
assert snake_case_to_title_words("user_first_name") == "User First Name"
assert snake_case_to_title_words("MAX_RETRY_COUNT") == "Max Retry Count"
assert snake_case_to_title_words("__a__b__") == "A B"
assert snake_case_to_title_words("user_id", {"id"}) == "User ID"
assert snake_case_to_title_words("URL_path", {"url"}) == "URL Path"
assert snake_case_to_title_words("x") == "X"
assert snake_case_to_title_words("id") == "Id"

# --- implementation 2: a small title-casing helper mapped over the non-empty segments ---
def snake_case_to_title_words(name, acronyms=()):
    def title(part):
        return part.upper() if part.lower() in acronyms else part[0].upper() + part[1:].lower()
    parts = filter(None, name.split("_"))
    return " ".join(title(p) for p in parts)

# --- implementation 3: regex finds the segments, uppercase the acronyms afterwards ---
import re


def snake_case_to_title_words(name, acronyms=()):
    words = []
    for segment in re.findall(r"[^_]+", name):
        word = segment.lower()
        words.append(word.upper() if word in acronyms else word[0].upper() + word[1:])
    return " ".join(words)

# --- inputs ---
def random_input(rng):
    parts = ["user", "ID", "id", "Url", "first", "NAME", "x", "", "max2", "ßtraße"]
    name = "_".join(rng.choice(parts) for _ in range(rng.randint(0, 5)))
    if rng.random() < 0.4:
        return (name,)
    return (name, set(rng.sample(["id", "url", "x"], rng.randint(0, 2))))
