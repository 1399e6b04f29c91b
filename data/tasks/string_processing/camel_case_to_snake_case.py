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

# --- implementation 2: cut the name before each uppercase letter after the first position, join with "_" ---
def camel_case_to_snake_case(name):
    cuts = [i for i, ch in enumerate(name) if i > 0 and ch.isupper()]
    bounds = [0] + cuts + [len(name)]
    pieces = [name[start:end] for start, end in zip(bounds, bounds[1:])]
    return "_".join(pieces).lower()

# --- implementation 3: a generator expression over enumerate, joined ---
def camel_case_to_snake_case(name):
    pieces = (
        ("_" if i else "") + ch.lower() if ch.isupper() else ch
        for i, ch in enumerate(name)
    )
    return "".join(pieces)

# --- inputs ---
def random_input(rng):
    pool = ["a", "b", "Case", "HTTP", "x", "_", "1", "A", "get", "Z", "snake", "Élan", "ñ"]
    return ("".join(rng.choice(pool) for _ in range(rng.randint(0, 4))),)
