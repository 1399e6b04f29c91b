# domain: date_time
# function: meteorological_season
# query: Return the meteorological season ('winter', 'spring', 'summer', 'autumn') for a month
#   number 1-12, where Dec-Feb is winter in the northern hemisphere (the default,
#   southern=False); pass southern=True to get the opposite season. Raise ValueError for an
#   invalid month.

def meteorological_season(month, southern=False):
    if month < 1 or month > 12:
        raise ValueError("month must be 1..12")
    seasons = ["winter", "spring", "summer", "autumn"]
    index = (month % 12) // 3
    if southern:
        index = (index + 2) % 4
    return seasons[index]

# --- tests ---
import pytest

assert meteorological_season(12) == "winter"
assert meteorological_season(2) == "winter"
assert meteorological_season(3) == "spring"
assert meteorological_season(5) == "spring"
assert meteorological_season(6) == "summer"
assert meteorological_season(9) == "autumn"
assert meteorological_season(1, southern=True) == "summer"
assert meteorological_season(11, southern=True) == "spring"
with pytest.raises(ValueError):
    meteorological_season(0)
with pytest.raises(ValueError):
    meteorological_season(13)
