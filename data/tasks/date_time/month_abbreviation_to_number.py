# domain: date_time
# function: month_abbreviation_to_number
# query: Convert an English month name or its 3-letter abbreviation (case-insensitive, e.g. 'Mar',
#   'march', 'SEPT' is not accepted) into its number 1-12. Raise ValueError for anything else.

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
