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
