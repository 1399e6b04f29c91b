# domain: string_processing
# function: snake_case_to_camel_case
# query: Convert name, a snake_case identifier, to lowerCamelCase. Leading and repeated underscores
#   are ignored (empty segments are skipped); the first segment is lowercased and each later
#   segment gets an uppercase first letter and lowercase rest ("HTTP_response" ->
#   "httpResponse"). An empty string or a string of only underscores returns "".

def snake_case_to_camel_case(name):
    parts = [p for p in name.split("_") if p != ""]
    if len(parts) == 0:
        return ""
    result = parts[0].lower()
    for part in parts[1:]:
        result += part[0].upper() + part[1:].lower()
    return result

# --- tests ---
import pytest

assert snake_case_to_camel_case("") == ""
assert snake_case_to_camel_case("___") == ""
assert snake_case_to_camel_case("hello") == "hello"
assert snake_case_to_camel_case("hello_world") == "helloWorld"
assert snake_case_to_camel_case("HTTP_response_CODE") == "httpResponseCode"
assert snake_case_to_camel_case("__leading__double_") == "leadingDouble"
assert snake_case_to_camel_case("a_b_c") == "aBC"
assert snake_case_to_camel_case("x_yz") == "xYz"

# --- implementation 2: title-case everything, then lowercase the first segment ---
def snake_case_to_camel_case(name):
    segments = name.split("_")
    segments = list(filter(None, segments))
    if not segments:
        return ""
    head, *rest = segments
    return head.lower() + "".join(s[0].upper() + s[1:].lower() for s in rest)

# --- implementation 3: character walk that uppercases after an underscore ---
def snake_case_to_camel_case(name):
    out = ""
    upper_next = False
    for ch in name:
        if ch == "_":
            upper_next = bool(out)
        elif upper_next:
            out += ch.upper()
            upper_next = False
        else:
            out += ch.lower()
    return out

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 12)
    return ("".join(rng.choice("abcXY1__ß") for _ in range(n)),)
