# domain: validation
# function: is_valid_credit_card_expiry
# query: Check a card expiry string "MM/YY" against current_year (four-digit) and current_month
#   (1-12): the month must be 01-12 and the card is valid through the end of its expiry month,
#   with YY meaning 2000+YY. Returns a bool.

def is_valid_credit_card_expiry(expiry, current_year, current_month):
    if len(expiry) != 5 or expiry[2] != "/":
        return False
    mm, yy = expiry[:2], expiry[3:]
    if not (mm.isdigit() and yy.isdigit()):
        return False
    month, year = int(mm), 2000 + int(yy)
    if month < 1 or month > 12:
        return False
    if year != current_year:
        return year > current_year
    return month >= current_month

# --- tests ---
import pytest

assert is_valid_credit_card_expiry("12/25", 2025, 6) is True
assert is_valid_credit_card_expiry("06/25", 2025, 6) is True
assert is_valid_credit_card_expiry("05/25", 2025, 6) is False
assert is_valid_credit_card_expiry("01/26", 2025, 12) is True
assert is_valid_credit_card_expiry("12/24", 2025, 1) is False
assert is_valid_credit_card_expiry("13/26", 2025, 1) is False
assert is_valid_credit_card_expiry("00/26", 2025, 1) is False
assert is_valid_credit_card_expiry("1/26", 2025, 1) is False
assert is_valid_credit_card_expiry("01-26", 2025, 1) is False
assert is_valid_credit_card_expiry("ab/26", 2025, 1) is False

# --- implementation 2: regex, then compare (year, month) tuples ---
import re


def is_valid_credit_card_expiry(expiry, current_year, current_month):
    m = re.fullmatch(r"(0[1-9]|1[0-2])/([0-9]{2})", expiry)
    if not m:
        return False
    expires = (2000 + int(m.group(2)), int(m.group(1)))
    return expires >= (current_year, current_month)

# --- implementation 3: count months since year 0 and compare two integers ---
def is_valid_credit_card_expiry(expiry, current_year, current_month):
    month_text, sep, year_text = expiry.partition("/")
    if sep != "/" or len(month_text) != 2 or len(year_text) != 2:
        return False
    if not (month_text + year_text).isdigit():
        return False
    month = int(month_text)
    if not 1 <= month <= 12:
        return False
    return (2000 + int(year_text)) * 12 + month >= current_year * 12 + current_month

# --- implementation 4: datetime.strptime parses "%m/%y", then compare first-of-month dates ---
from datetime import date, datetime


def is_valid_credit_card_expiry(expiry, current_year, current_month):
    if len(expiry) != 5 or not (expiry[:2] + expiry[3:]).isdigit() or not expiry.isascii():
        return False
    try:
        parsed = datetime.strptime(expiry, "%m/%y")
    except ValueError:
        return False
    expires = date(2000 + parsed.year % 100, parsed.month, 1)
    return expires >= date(current_year, current_month, 1)

# --- inputs ---
def random_input(rng):
    year = rng.randint(2023, 2027)
    month = rng.randint(1, 12)
    r = rng.random()
    if r < 0.15:
        expiry = rng.choice(["1/26", "01-26", "ab/26", "13/26", "00/26", "01/2", "011/26", "", "01/26 "])
    else:
        m = rng.choice([month, month - 1, month + 1, 1, 12, rng.randint(1, 12)]) % 13
        y = rng.choice([year, year - 1, year + 1]) % 100
        expiry = "%02d/%02d" % (m, y)
    return (expiry, year, month)
