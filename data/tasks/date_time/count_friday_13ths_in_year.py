# domain: date_time
# function: count_friday_13ths_in_year
# query: Count how many months of a given year have their 13th day fall on a Friday (always
#   between 1 and 3).

import datetime

def count_friday_13ths_in_year(year):
    count = 0
    for month in range(1, 13):
        if datetime.date(year, month, 13).weekday() == 4:
            count += 1
    return count

# --- tests ---
assert count_friday_13ths_in_year(2015) == 3
assert count_friday_13ths_in_year(2023) == 2
assert count_friday_13ths_in_year(2024) == 2
assert count_friday_13ths_in_year(2022) == 1
assert count_friday_13ths_in_year(2026) == 3
assert count_friday_13ths_in_year(2021) == 1
assert count_friday_13ths_in_year(2019) == 2
