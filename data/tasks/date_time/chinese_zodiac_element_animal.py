# domain: date_time
# function: chinese_zodiac_element_animal
# query: Return the sexagenary (Chinese zodiac) name 'Element Animal' for a Gregorian year using the
#   simple 60-year cycle with 1984 as 'Wood Rat' (ignoring the lunar new year date), e.g. 2020 ->
#   'Metal Rat', 2024 -> 'Wood Dragon'. Raise ValueError for years below 1.

def chinese_zodiac_element_animal(year):
    if year < 1:
        raise ValueError("year must be >= 1")
    elements = ["Wood", "Fire", "Earth", "Metal", "Water"]
    animals = ["Rat", "Ox", "Tiger", "Rabbit", "Dragon", "Snake",
               "Horse", "Goat", "Monkey", "Rooster", "Dog", "Pig"]
    stem = (year - 4) % 10
    branch = (year - 4) % 12
    return "%s %s" % (elements[stem // 2], animals[branch])

# --- tests ---
import pytest

assert chinese_zodiac_element_animal(1984) == "Wood Rat"
assert chinese_zodiac_element_animal(2020) == "Metal Rat"
assert chinese_zodiac_element_animal(2024) == "Wood Dragon"
assert chinese_zodiac_element_animal(2023) == "Water Rabbit"
assert chinese_zodiac_element_animal(1985) == "Wood Ox"
assert chinese_zodiac_element_animal(1986) == "Fire Tiger"
assert chinese_zodiac_element_animal(2043) == "Water Pig"
assert chinese_zodiac_element_animal(1) == "Metal Rooster"
with pytest.raises(ValueError):
    chinese_zodiac_element_animal(0)
