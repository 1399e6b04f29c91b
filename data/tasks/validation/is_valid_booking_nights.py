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

# --- implementation 2: ordinal day numbers and one range check ---
from datetime import date


def is_valid_booking_nights(check_in, check_out, max_nights=30):
    first = date(check_in[0], check_in[1], check_in[2]).toordinal()
    last = date(check_out[0], check_out[1], check_out[2]).toordinal()
    nights = last - first
    if not 1 <= nights <= max_nights:
        raise ValueError("stay of %d nights is not allowed" % nights)
    return nights

# --- implementation 3: own calendar validation, then count nights with timedelta ---
import calendar
import datetime


def is_valid_booking_nights(check_in, check_out, max_nights=30):
    for y, m, d in (check_in, check_out):
        if not (1 <= m <= 12 and 1 <= d <= calendar.monthrange(y, m)[1]):
            raise ValueError("not a real date")
    span = datetime.date(*check_out) - datetime.date(*check_in)
    if span <= datetime.timedelta(0) or span > datetime.timedelta(days=max_nights):
        raise ValueError("invalid length of stay")
    return span.days

# --- inputs ---
def random_input(rng):
    import datetime as dt
    start = dt.date(2023, 12, 1) + dt.timedelta(days=rng.randint(0, 120))
    end = start + dt.timedelta(days=rng.choice([-1, 0, 1, 2, 3, 29, 30, 31, 40]))
    check_in, check_out = (start.year, start.month, start.day), (end.year, end.month, end.day)
    if rng.random() < 0.1:
        check_in = rng.choice([(2023, 2, 29), (2024, 13, 1), (2024, 4, 31), (2024, 0, 5)])
    elif rng.random() < 0.05:
        check_out = (2024, 2, 30)
    if rng.random() < 0.5:
        return (check_in, check_out)
    return (check_in, check_out, rng.choice([1, 3, 7, 30, 31]))
