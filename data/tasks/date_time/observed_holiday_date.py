# domain: date_time
# function: observed_holiday_date
# query: Given a fixed-date holiday as a datetime.date, return the date it is observed on: a
#   Saturday holiday is observed the preceding Friday, a Sunday holiday the following Monday, and
#   weekday holidays on the day itself.

import datetime

def observed_holiday_date(holiday):
    weekday = holiday.weekday()
    if weekday == 5:
        return holiday - datetime.timedelta(days=1)
    if weekday == 6:
        return holiday + datetime.timedelta(days=1)
    return holiday

# --- tests ---
assert observed_holiday_date(datetime.date(2021, 12, 25)) == datetime.date(2021, 12, 24)
assert observed_holiday_date(datetime.date(2022, 12, 25)) == datetime.date(2022, 12, 26)
assert observed_holiday_date(datetime.date(2024, 12, 25)) == datetime.date(2024, 12, 25)
assert observed_holiday_date(datetime.date(2026, 7, 4)) == datetime.date(2026, 7, 3)
assert observed_holiday_date(datetime.date(2021, 7, 4)) == datetime.date(2021, 7, 5)
assert observed_holiday_date(datetime.date(2024, 7, 5)) == datetime.date(2024, 7, 5)
assert observed_holiday_date(datetime.date(2024, 7, 1)) == datetime.date(2024, 7, 1)
assert observed_holiday_date(datetime.date(2022, 1, 1)) == datetime.date(2021, 12, 31)
