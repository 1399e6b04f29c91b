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
