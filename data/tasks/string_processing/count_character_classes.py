# domain: string_processing
# function: count_character_classes
# query: Count the characters of text by class and return a dict with keys "upper", "lower",
#   "digit", "space" and "other" (all keys always present). Only ASCII letters and digits count
#   as letters/digits; any whitespace counts as "space"; everything else is "other".

def count_character_classes(text):
    counts = {"upper": 0, "lower": 0, "digit": 0, "space": 0, "other": 0}
    for ch in text:
        if "A" <= ch <= "Z":
            counts["upper"] += 1
        elif "a" <= ch <= "z":
            counts["lower"] += 1
        elif "0" <= ch <= "9":
            counts["digit"] += 1
        elif ch.isspace():
            counts["space"] += 1
        else:
            counts["other"] += 1
    return counts

# --- tests ---
import pytest

assert count_character_classes("") == {"upper": 0, "lower": 0, "digit": 0, "space": 0, "other": 0}
assert count_character_classes("Hello World 42!") == {"upper": 2, "lower": 8, "digit": 2, "space": 2, "other": 1}
assert count_character_classes("AZaz09") == {"upper": 2, "lower": 2, "digit": 2, "space": 0, "other": 0}
assert count_character_classes("\t\n ") == {"upper": 0, "lower": 0, "digit": 0, "space": 3, "other": 0}
assert count_character_classes("é@[`{/:") == {"upper": 0, "lower": 0, "digit": 0, "space": 0, "other": 7}
assert count_character_classes("aaB") == {"upper": 1, "lower": 2, "digit": 0, "space": 0, "other": 0}
assert count_character_classes("9 ") == {"upper": 0, "lower": 0, "digit": 1, "space": 1, "other": 0}

# --- implementation 2: classify each character with the string module's constants ---
import string


def count_character_classes(text):
    result = dict.fromkeys(("upper", "lower", "digit", "space", "other"), 0)
    for ch in text:
        if ch in string.ascii_uppercase:
            key = "upper"
        elif ch in string.ascii_lowercase:
            key = "lower"
        elif ch in string.digits:
            key = "digit"
        else:
            key = "space" if ch.isspace() else "other"
        result[key] += 1
    return result

# --- implementation 3: count each class with a regular expression; "other" is the remainder ---
import re


def count_character_classes(text):
    upper = len(re.findall(r"[A-Z]", text))
    lower = len(re.findall(r"[a-z]", text))
    digit = len(re.findall(r"[0-9]", text))
    space = sum(1 for ch in text if ch.isspace())
    other = len(text) - upper - lower - digit - space
    return {"upper": upper, "lower": lower, "digit": digit, "space": space, "other": other}

# --- implementation 4: a classifier function per character, tallied with a Counter ---
from collections import Counter


def character_class(ch):
    if ch.isascii() and ch.isalpha():
        return "upper" if ch.isupper() else "lower"
    if ch.isascii() and ch.isdigit():
        return "digit"
    return "space" if ch.isspace() else "other"


def count_character_classes(text):
    tally = Counter(map(character_class, text))
    return {key: tally[key] for key in ("upper", "lower", "digit", "space", "other")}

# --- inputs ---
def random_input(rng):
    return ("".join(rng.choice("AZaz09 \t\n@[`{/:é²Ω") for _ in range(rng.randint(0, 12))),)
