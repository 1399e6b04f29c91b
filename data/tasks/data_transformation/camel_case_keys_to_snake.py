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
