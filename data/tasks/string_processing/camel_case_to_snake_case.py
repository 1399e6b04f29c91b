# domain: string_processing
# function: camel_case_to_snake_case
# query: Convert name, a camelCase or PascalCase identifier, into snake_case by inserting an
#   underscore before every uppercase letter that is not the first character and lowercasing
#   everything. Consecutive capitals each get their own underscore; an empty string returns "".

def camel_case_to_snake_case(name):
    out = []
    for i in range(len(name)):
        ch = name[i]
        if ch.isupper():
            if i > 0:
                out.append("_")
            out.append(ch.lower())
        else:
            out.append(ch)
    return "".join(out)

# --- tests ---
import pytest

assert camel_case_to_snake_case("") == ""
assert camel_case_to_snake_case("a") == "a"
assert camel_case_to_snake_case("A") == "a"
assert camel_case_to_snake_case("camelCase") == "camel_case"
assert camel_case_to_snake_case("PascalCase") == "pascal_case"
assert camel_case_to_snake_case("getHTTP") == "get_h_t_t_p"
assert camel_case_to_snake_case("already_snake") == "already_snake"
assert camel_case_to_snake_case("aB") == "a_b"

# --- implementation 2: regular expression inserts the underscores, then lower() ---
import re


def camel_case_to_snake_case(name):
    if not name:
        return ""
    marked = name[0] + re.sub(r"([A-Z])", r"_\1", name[1:])
    return marked.lower()

# --- implementation 3: a generator expression over enumerate, joined ---
def camel_case_to_snake_case(name):
    pieces = (
        ("_" if i else "") + ch.lower() if ch.isupper() else ch
        for i, ch in enumerate(name)
    )
    return "".join(pieces)

# --- implementation 4: cut the name into capitalised pieces and join them with underscores ---
import re


def camel_case_to_snake_case(name):
    pieces = re.findall(r"[A-Z]?[^A-Z]*", name)
    words = [p.lower() for p in pieces if p]
    return "_".join(words)

# --- inputs ---
def random_input(rng):
    pool = ["a", "b", "Case", "HTTP", "x", "_", "1", "A", "get", "Z", "snake"]
    return ("".join(rng.choice(pool) for _ in range(rng.randint(0, 4))),)
