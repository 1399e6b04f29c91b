# domain: date_time
# function: is_us_daylight_saving_date
# query: Decide whether US daylight saving time is in effect on a given calendar date (year, month,
#   day) under the post-2007 rule: from the second Sunday of March through the day before the first
#   Sunday of November (the switch days count as DST on the March date and standard on the November date).

import datetime

def is_us_daylight_saving_date(year, month, day):
    def nth_sunday(m, n):
        first = datetime.date(year, m, 1)
        offset = (6 - first.weekday()) % 7
        return first + datetime.timedelta(days=offset + 7 * (n - 1))

    d = datetime.date(year, month, day)
    start = nth_sunday(3, 2)
    end = nth_sunday(11, 1)
    return start <= d < end

# --- tests ---
assert is_us_daylight_saving_date(2024, 3, 10) is True
assert is_us_daylight_saving_date(2024, 3, 9) is False
assert is_us_daylight_saving_date(2024, 11, 3) is False
assert is_us_daylight_saving_date(2024, 11, 2) is True
assert is_us_daylight_saving_date(2024, 7, 4) is True
assert is_us_daylight_saving_date(2021, 3, 13) is False
assert is_us_daylight_saving_date(2023, 3, 12) is True
assert is_us_daylight_saving_date(2023, 3, 11) is False
assert is_us_daylight_saving_date(2026, 11, 1) is False
assert is_us_daylight_saving_date(2026, 10, 31) is True
