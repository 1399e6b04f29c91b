# domain: date_time
# function: month_abbreviation_to_number
# query: Convert an English month name or its 3-letter abbreviation (case-insensitive, e.g. 'Mar',
#   'march', 'SEPT' is not accepted) into its number 1-12, ignoring surrounding whitespace. Raise
#   ValueError for anything else.

def month_abbreviation_to_number(name):
    months = ["january", "february", "march", "april", "may", "june", "july",
              "august", "september", "october", "november", "december"]
    key = name.strip().lower()
    for index, full in enumerate(months):
        if key == full or key == full[:3]:
            return index + 1
    raise ValueError("unknown month: %r" % name)

# --- tests ---
import pytest

assert month_abbreviation_to_number("Jan") == 1
assert month_abbreviation_to_number("january") == 1
assert month_abbreviation_to_number("MAR") == 3
assert month_abbreviation_to_number(" December ") == 12
assert month_abbreviation_to_number("sep") == 9
assert month_abbreviation_to_number("May") == 5
with pytest.raises(ValueError):
    month_abbreviation_to_number("Sept")
with pytest.raises(ValueError):
    month_abbreviation_to_number("ja")
with pytest.raises(ValueError):
    month_abbreviation_to_number("")

# --- implementation 2: a dictionary of full names and abbreviations built once ---
NAMES = "january february march april may june july august september october november december"

LOOKUP = {}
for number, full in enumerate(NAMES.split(), 1):
    LOOKUP[full] = number
    LOOKUP[full[:3]] = number


def month_abbreviation_to_number(name):
    key = name.strip().lower()
    if key not in LOOKUP:
        raise ValueError("not a month: %r" % name)
    return LOOKUP[key]

# --- implementation 3: looks the three-letter prefix up, then checks the rest of the full name ---
ABBREVIATIONS = "jan feb mar apr may jun jul aug sep oct nov dec".split()
FULL = ["january", "february", "march", "april", "may", "june", "july",
        "august", "september", "october", "november", "december"]


def month_abbreviation_to_number(name):
    text = name.strip().casefold()
    prefix = text[:3]
    if prefix in ABBREVIATIONS:
        index = ABBREVIATIONS.index(prefix)
        if text in (prefix, FULL[index]):
            return index + 1
    raise ValueError("unknown month name")

# --- inputs ---
def random_input(rng):
    names = ["january", "february", "march", "april", "may", "june", "july",
             "august", "september", "october", "november", "december"]
    word = rng.choice(names)
    r = rng.random()
    if r < 0.35:
        word = word[:3]
    elif r < 0.5:
        word = rng.choice(["sept", "ja", "", "marc", "decembe", "junee", "xyz", "j"])
    style = rng.choice([str.lower, str.upper, str.title, lambda s: s])
    word = style(word)
    if rng.random() < 0.25:
        word = rng.choice([" ", "  ", "\t"]) + word + rng.choice(["", " ", "\n"])
    return (word,)
