# domain: date_time
# function: count_sundays_on_first_of_month
# query: Count how many months between start_year and end_year (inclusive) begin on a Sunday.
#   Return 0 if start_year is after end_year.

import datetime

def count_sundays_on_first_of_month(start_year, end_year):
    count = 0
    for year in range(start_year, end_year + 1):
        for month in range(1, 13):
            if datetime.date(year, month, 1).weekday() == 6:
                count += 1
    return count

# --- tests ---
assert count_sundays_on_first_of_month(1901, 2000) == 171
assert count_sundays_on_first_of_month(2024, 2024) == 2
assert count_sundays_on_first_of_month(2023, 2023) == 2
assert count_sundays_on_first_of_month(2020, 2020) == 2
assert count_sundays_on_first_of_month(2025, 2024) == 0
assert count_sundays_on_first_of_month(2023, 2024) == 4
assert count_sundays_on_first_of_month(2026, 2026) == 3
assert count_sundays_on_first_of_month(2019, 2019) == 2
