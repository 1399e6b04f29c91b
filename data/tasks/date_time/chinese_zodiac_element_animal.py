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

# --- implementation 2: position in the 60-year cycle counted from 1984 ---
def chinese_zodiac_element_animal(year):
    if year < 1:
        raise ValueError("year must be positive")
    position = (year - 1984) % 60
    element = ("Wood", "Fire", "Earth", "Metal", "Water")[position % 10 // 2]
    animal = ("Rat", "Ox", "Tiger", "Rabbit", "Dragon", "Snake", "Horse", "Goat", "Monkey",
              "Rooster", "Dog", "Pig")[position % 12]
    return f"{element} {animal}"

# --- implementation 3: build all 60 names of the cycle and index it ---
def chinese_zodiac_element_animal(year):
    if year < 1:
        raise ValueError("years start at 1")
    elements = ["Wood", "Fire", "Earth", "Metal", "Water"]
    animals = ["Rat", "Ox", "Tiger", "Rabbit", "Dragon", "Snake", "Horse", "Goat", "Monkey",
               "Rooster", "Dog", "Pig"]
    stems = [e for e in elements for _ in range(2)]
    cycle = ["%s %s" % (stems[i % 10], animals[i % 12]) for i in range(60)]
    return cycle[(year - 4) % 60]

# --- inputs ---
def random_input(rng):
    return (rng.choice([0, -3, 1, 4, 1984, 2024, rng.randint(1, 3000)]),)
