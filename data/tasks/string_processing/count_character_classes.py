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
