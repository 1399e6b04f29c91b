# domain: date_time
# function: is_valid_24h_clock_string
# query: Validate text as a 24-hour time string in strict 'HH:MM' form: exactly two digits, a colon
#   and two digits, with hours 00-23 and minutes 00-59. Return True or False.

def is_valid_24h_clock_string(text):
    if len(text) != 5 or text[2] != ":":
        return False
    hours, minutes = text[:2], text[3:]
    if not (hours.isdigit() and minutes.isdigit()):
        return False
    return int(hours) <= 23 and int(minutes) <= 59

# --- tests ---
assert is_valid_24h_clock_string("00:00") is True
assert is_valid_24h_clock_string("23:59") is True
assert is_valid_24h_clock_string("24:00") is False
assert is_valid_24h_clock_string("12:60") is False
assert is_valid_24h_clock_string("7:30") is False
assert is_valid_24h_clock_string("07-30") is False
assert is_valid_24h_clock_string("ab:cd") is False
assert is_valid_24h_clock_string("07:3x") is False
assert is_valid_24h_clock_string("09:45") is True
assert is_valid_24h_clock_string("007:30") is False

# --- implementation 2: one anchored regular expression for the valid ranges ---
import re

def is_valid_24h_clock_string(text):
    match = re.fullmatch(r"([01][0-9]|2[0-3]):[0-5][0-9]", text)
    if match is None:
        return False
    return True

# --- implementation 3: splits on the colon and checks each half's characters and value ---
def is_valid_24h_clock_string(text):
    pieces = text.split(":")
    if len(pieces) != 2:
        return False
    for piece, limit in zip(pieces, (23, 59)):
        if len(piece) != 2 or any(ch not in "0123456789" for ch in piece):
            return False
        if int(piece) > limit:
            return False
    return True

# --- implementation 4: a shape check, then datetime.strptime validates the ranges ---
from datetime import datetime


def is_valid_24h_clock_string(text):
    if len(text) != 5 or text[2] != ":" or not (text[:2] + text[3:]).isdigit():
        return False
    try:
        datetime.strptime(text, "%H:%M")
    except ValueError:
        return False
    return True

# --- inputs ---
def random_input(rng):
    h, m = rng.randint(0, 29), rng.randint(0, 69)
    text = "%02d:%02d" % (h, m)
    r = rng.random()
    if r < 0.15:
        text = "%d:%02d" % (h, m)
    elif r < 0.25:
        text = text.replace(":", rng.choice(["-", ".", " ", "::"]))
    elif r < 0.35:
        i = rng.randrange(len(text))
        text = text[:i] + rng.choice("xa :") + text[i + 1:]
    elif r < 0.42:
        text = rng.choice(["", ":", "0" + text, text + "0", "12:3", "1:2:3"])
    elif r < 0.6:
        text = rng.choice(["00:00", "23:59", "24:00", "19:59", "20:00", "09:60", "23:60"])
    return (text,)
