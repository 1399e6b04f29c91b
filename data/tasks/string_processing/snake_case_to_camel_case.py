# domain: string_processing
# function: snake_case_to_camel_case
# query: Convert name, a snake_case identifier, to lowerCamelCase. Leading and repeated underscores
#   are ignored (empty segments are skipped), each later segment is capitalised, and an empty
#   string or a string of only underscores returns "".

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
