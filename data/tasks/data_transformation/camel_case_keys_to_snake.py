# domain: data_transformation
# function: camel_case_keys_to_snake
# query: Convert the keys of a flat dict data from camelCase (or PascalCase) to snake_case,
#   inserting an underscore before each uppercase letter that is not the first character and
#   lowercasing it.

def camel_case_keys_to_snake(data):
    result = {}
    for key, value in data.items():
        chars = []
        for i in range(len(key)):
            ch = key[i]
            if ch.isupper():
                if i > 0:
                    chars.append("_")
                chars.append(ch.lower())
            else:
                chars.append(ch)
        result["".join(chars)] = value
    return result

# --- tests ---
import pytest

assert camel_case_keys_to_snake({}) == {}
assert camel_case_keys_to_snake({"userId": 1}) == {"user_id": 1}
assert camel_case_keys_to_snake({"UserName": "x"}) == {"user_name": "x"}
assert camel_case_keys_to_snake({"a": 1, "bC": 2}) == {"a": 1, "b_c": 2}
assert camel_case_keys_to_snake({"httpURL": 0}) == {"http_u_r_l": 0}
assert camel_case_keys_to_snake({"X": 5}) == {"x": 5}
assert camel_case_keys_to_snake({"already_snake": None}) == {"already_snake": None}

# --- implementation 2: regex inserts an underscore before inner capitals, then lower() ---
import re


def camel_case_keys_to_snake(data):
    converted = {}
    for key, value in data.items():
        snake = re.sub(r"(?<!^)(?=[A-Z])", "_", key).lower()
        converted[snake] = value
    return converted

# --- implementation 3: a helper that converts one name, used in a dict comprehension ---
def _to_snake(name):
    pieces = [name[:1].lower()]
    for c in name[1:]:
        pieces.append("_" + c.lower() if c.isupper() else c)
    return "".join(pieces)


def camel_case_keys_to_snake(data):
    return {_to_snake(key): value for key, value in data.items()}

# --- implementation 4: split each key into capitalised words with re.findall ---
import re


def camel_case_keys_to_snake(data):
    result = {}
    for key, value in data.items():
        words = [w for w in re.findall(r"[A-Z]?[^A-Z]*", key) if w]
        result["_".join(words).lower()] = value
    return result

# --- inputs ---
def random_input(rng):
    words = ["user", "Id", "name", "URL", "X", "a", "b2", "_x", "Http"]
    data = {}
    for _ in range(rng.randint(0, 4)):
        data["".join(rng.choice(words) for _ in range(rng.randint(1, 3)))] = rng.randint(0, 9)
    return (data,)
