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

# --- implementation 2: a month-to-season dictionary, flipped via an opposite-season map ---
NORTH = {12: "winter", 1: "winter", 2: "winter", 3: "spring", 4: "spring", 5: "spring",
         6: "summer", 7: "summer", 8: "summer", 9: "autumn", 10: "autumn", 11: "autumn"}
OPPOSITE = {"winter": "summer", "summer": "winter", "spring": "autumn", "autumn": "spring"}


def meteorological_season(month, southern=False):
    if month not in NORTH:
        raise ValueError("invalid month")
    season = NORTH[month]
    return OPPOSITE[season] if southern else season

# --- implementation 3: membership tests per season, southern shifts the month by six ---
def meteorological_season(month, southern=False):
    if not 1 <= month <= 12:
        raise ValueError("month out of range")
    if southern:
        month = (month + 5) % 12 + 1
    if month in (3, 4, 5):
        return "spring"
    if month in (6, 7, 8):
        return "summer"
    if month in (9, 10, 11):
        return "autumn"
    return "winter"

# --- inputs ---
def random_input(rng):
    month = rng.randint(1, 12)
    if rng.random() < 0.1:
        month = rng.choice([0, 13, -1])
    if rng.random() < 0.3:
        return (month,)
    return (month, rng.random() < 0.5)
