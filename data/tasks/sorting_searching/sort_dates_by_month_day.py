# domain: sorting_searching
# function: sort_dates_by_month_day
# query: Sort ISO date strings "YYYY-MM-DD" by month and day only (ignoring the year), e.g. to list
#   birthdays in calendar order; dates on the same month/day keep input order. Raise ValueError for
#   strings not in that shape.

def sort_dates_by_month_day(dates):
    def key(text):
        parts = text.split("-")
        if len(parts) != 3 or len(parts[1]) != 2 or len(parts[2]) != 2:
            raise ValueError("bad date %r" % text)
        return (int(parts[1]), int(parts[2]))
    return sorted(dates, key=key)

# --- tests ---
import pytest

assert sort_dates_by_month_day([]) == []
assert sort_dates_by_month_day(["2001-12-01", "1999-01-15"]) == ["1999-01-15", "2001-12-01"]
assert sort_dates_by_month_day(["2020-03-10", "1980-03-02", "2000-02-29"]) == ["2000-02-29", "1980-03-02", "2020-03-10"]
assert sort_dates_by_month_day(["2010-05-05", "1990-05-05"]) == ["2010-05-05", "1990-05-05"]
assert sort_dates_by_month_day(["2000-10-01", "2000-09-30"]) == ["2000-09-30", "2000-10-01"]
with pytest.raises(ValueError):
    sort_dates_by_month_day(["2000-1-01"])
with pytest.raises(ValueError):
    sort_dates_by_month_day(["2000/01/01"])
with pytest.raises(ValueError):
    sort_dates_by_month_day(["2000-01-1"])
