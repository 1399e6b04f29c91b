# domain: data_transformation
# function: coerce_numeric_strings
# query: Convert the string values of a flat dict row to numbers where possible: integer-looking
#   strings (optional sign) become int, other float-parsable strings become float, everything
#   else (including non-strings) is left unchanged. Surrounding whitespace is ignored for
#   parsing.

def coerce_numeric_strings(row):
    result = {}
    for key, value in row.items():
        if not isinstance(value, str):
            result[key] = value
            continue
        text = value.strip()
        digits = text[1:] if text[:1] in ("+", "-") else text
        if digits.isdigit():
            result[key] = int(text)
            continue
        try:
            result[key] = float(text)
        except ValueError:
            result[key] = value
    return result

# --- tests ---
import pytest

assert coerce_numeric_strings({}) == {}
assert coerce_numeric_strings({"a": "12"}) == {"a": 12}
assert coerce_numeric_strings({"a": "-7", "b": "+3"}) == {"a": -7, "b": 3}
assert coerce_numeric_strings({"a": "1.5", "b": " 2 "}) == {"a": 1.5, "b": 2}
assert coerce_numeric_strings({"a": "abc", "b": ""}) == {"a": "abc", "b": ""}
assert coerce_numeric_strings({"a": 5, "b": None}) == {"a": 5, "b": None}
assert [type(v) for v in coerce_numeric_strings({"a": "-12", "b": "+3", "c": "45", "d": "4.0"}).values()] == [int, int, int, float]
assert coerce_numeric_strings({"a": "-", "b": "1e3"}) == {"a": "-", "b": 1000.0}

# --- implementation 2: a regular expression decides int, float() is tried otherwise ---
import re

_INTEGER = re.compile(r"[+-]?[0-9]+")


def coerce_numeric_strings(row):
    converted = {}
    for key, value in row.items():
        if isinstance(value, str):
            text = value.strip()
            if _INTEGER.fullmatch(text):
                value = int(text)
            else:
                try:
                    value = float(text)
                except ValueError:
                    pass
        converted[key] = value
    return converted

# --- implementation 3: try int(), then float(), keep the original when both fail ---
def coerce_numeric_strings(row):
    out = {}
    for key, value in row.items():
        result = value
        if isinstance(value, str):
            for parse in (int, float):
                try:
                    result = parse(value)
                    break
                except ValueError:
                    continue
        out[key] = result
    return out

# --- inputs ---
def random_input(rng):
    pool = ["12", "-7", "+3", " 2 ", "1.5", "abc", "", "-", "1e3", "4.0", "-0", " -8.25 ", ".5",
            "inf", "+-1", " ", "3a", 5, None, 2.5]
    return ({k: rng.choice(pool) for k in rng.sample("abcdef", rng.randint(0, 5))},)
