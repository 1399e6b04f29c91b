# domain: string_processing
# function: snake_case_to_title_words
# query: Turn name, a snake_case or SCREAMING_SNAKE identifier, into human-readable title words
#   separated by spaces ("user_first_name" -> "User First Name"); empty segments from repeated
#   underscores are dropped and the given acronyms (e.g. {"id", "url"}; default (), none) are
#   fully uppercased.

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
