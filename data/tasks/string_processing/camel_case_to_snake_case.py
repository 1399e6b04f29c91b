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
