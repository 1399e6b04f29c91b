# domain: date_time
# function: dmy_to_iso_date
# query: Convert text, a 'DD/MM/YYYY' date (day and month may be one digit, e.g. '5/3/2024'), to ISO
#   'YYYY-MM-DD'. Raise ValueError for a wrong format or an impossible date such as 31/04/2024.

import datetime

def dmy_to_iso_date(text):
    parts = text.strip().split("/")
    if len(parts) != 3 or len(parts[2]) != 4:
        raise ValueError("expected DD/MM/YYYY")
    day, month, year = int(parts[0]), int(parts[1]), int(parts[2])
    d = datetime.date(year, month, day)
    return d.isoformat()

# --- tests ---
import pytest

assert dmy_to_iso_date("31/12/2023") == "2023-12-31"
assert dmy_to_iso_date("5/3/2024") == "2024-03-05"
assert dmy_to_iso_date("29/02/2024") == "2024-02-29"
assert dmy_to_iso_date(" 01/01/2000 ") == "2000-01-01"
assert dmy_to_iso_date("12/11/2024") == "2024-11-12"
with pytest.raises(ValueError):
    dmy_to_iso_date("31/04/2024")
with pytest.raises(ValueError):
    dmy_to_iso_date("29/02/2023")
with pytest.raises(ValueError):
    dmy_to_iso_date("01/01/24")
with pytest.raises(ValueError):
    dmy_to_iso_date("01-01-2024")
