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
