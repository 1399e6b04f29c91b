# domain: validation
# function: is_valid_booking_nights
# query: Validate a hotel booking given check_in and check_out as (year, month, day) tuples: both
#   must be real dates, check-out must be after check-in, and the stay must be between 1 and
#   max_nights nights inclusive (default 30). Return the number of nights or raise ValueError.
import datetime

def is_valid_booking_nights(check_in, check_out, max_nights=30):
    start = datetime.date(*check_in)
    end = datetime.date(*check_out)
    nights = (end - start).days
    if nights < 1:
        raise ValueError("check-out must be after check-in")
    if nights > max_nights:
        raise ValueError("stay too long")
    return nights

# --- tests ---
import pytest

assert is_valid_booking_nights((2024, 1, 1), (2024, 1, 2)) == 1
assert is_valid_booking_nights((2024, 2, 28), (2024, 3, 1)) == 2
assert is_valid_booking_nights((2024, 1, 1), (2024, 1, 31)) == 30
assert is_valid_booking_nights((2023, 12, 31), (2024, 1, 3), max_nights=3) == 3
with pytest.raises(ValueError):
    is_valid_booking_nights((2024, 1, 1), (2024, 2, 1))
with pytest.raises(ValueError):
    is_valid_booking_nights((2024, 1, 1), (2024, 1, 1))
with pytest.raises(ValueError):
    is_valid_booking_nights((2024, 1, 5), (2024, 1, 4))
with pytest.raises(ValueError):
    is_valid_booking_nights((2023, 2, 29), (2023, 3, 2))
with pytest.raises(ValueError):
    is_valid_booking_nights((2024, 1, 1), (2024, 1, 5), max_nights=3)
