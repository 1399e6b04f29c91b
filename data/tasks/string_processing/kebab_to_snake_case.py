# domain: string_processing
# function: kebab_to_snake_case
# query: Convert a kebab-case identifier like "my-var-name" to snake_case "my_var_name". Uppercase
#   letters are lowercased. Raise ValueError if the identifier is empty, starts or ends with "-",
#   or contains "--".

def kebab_to_snake_case(name):
    if name == "":
        raise ValueError("empty identifier")
    if name[0] == "-" or name[-1] == "-":
        raise ValueError("leading or trailing hyphen")
    out = []
    for i, ch in enumerate(name):
        if ch == "-":
            if name[i + 1] == "-":
                raise ValueError("double hyphen")
            out.append("_")
        else:
            out.append(ch.lower())
    return "".join(out)

# --- tests ---
import pytest

assert kebab_to_snake_case("my-var-name") == "my_var_name"
assert kebab_to_snake_case("x") == "x"
assert kebab_to_snake_case("Content-Type") == "content_type"
assert kebab_to_snake_case("a-b") == "a_b"
with pytest.raises(ValueError):
    kebab_to_snake_case("")
with pytest.raises(ValueError):
    kebab_to_snake_case("-a")
with pytest.raises(ValueError):
    kebab_to_snake_case("a-")
with pytest.raises(ValueError):
    kebab_to_snake_case("a--b")

# --- implementation 2: split on hyphens and reject any empty part ---
def kebab_to_snake_case(name):
    parts = name.split("-")
    if any(part == "" for part in parts):
        raise ValueError("malformed kebab-case: %r" % name)
    return "_".join(part.lower() for part in parts)

# --- implementation 3: validate with a regular expression, then translate ---
import re


def kebab_to_snake_case(name):
    if not re.fullmatch(r"[^-]+(-[^-]+)*", name):
        raise ValueError("not a kebab-case identifier")
    return name.lower().replace("-", "_")

# --- implementation 4: checks with startswith/endswith/"--", then str.translate ---
def kebab_to_snake_case(name):
    if not name or name.startswith("-") or name.endswith("-") or "--" in name:
        raise ValueError("invalid kebab-case identifier %r" % name)
    table = str.maketrans("-", "_")
    snake = name.translate(table)
    return snake.lower()

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 6)
    s = "".join(rng.choice("abXY1-") for _ in range(n))
    if rng.random() < 0.5:
        s = "-".join(rng.choice(["my", "Var", "x", "Content", "TYPE"]) for _ in range(rng.randint(1, 4)))
    elif rng.random() < 0.3:
        s = rng.choice(["a", "Ab", "x1"]) + "-" * rng.randint(1, 3) + rng.choice(["b", "Cd"])
    return (s,)
