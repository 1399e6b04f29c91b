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

# --- implementation 2: regular expression for the shape, decorated sort with the input index ---
import re


def sort_dates_by_month_day(dates):
    decorated = []
    for index, text in enumerate(dates):
        m = re.fullmatch(r"(\d+)-(\d\d)-(\d\d)", text)
        if m is None:
            raise ValueError("not a YYYY-MM-DD date: %r" % text)
        decorated.append((int(m.group(2)), int(m.group(3)), index))
    decorated.sort()
    return [dates[i] for _, _, i in decorated]

# --- implementation 3: check the fixed positions of the dashes, sort on the "MM-DD" tail ---
def sort_dates_by_month_day(dates):
    for d in dates:
        if len(d) != 10 or d[4] != "-" or d[7] != "-" or not (d[:4] + d[5:7] + d[8:]).isdigit():
            raise ValueError(d)
    return sorted(dates, key=lambda d: d[5:])

# --- inputs ---
def random_input(rng):
    out = []
    for _ in range(rng.randint(0, 8)):
        y, m, d = rng.randint(1950, 2030), rng.randint(1, 12), rng.randint(1, 28)
        if rng.random() < 0.3:
            m, d = rng.choice([(1, 1), (12, 31), (2, 29), (3, 2), (3, 10)])
        out.append("%04d-%02d-%02d" % (y, m, d))
    if out and rng.random() < 0.3:
        out.append(out[0][:4] + rng.choice(["-1-01", "/01/01", "-01-1", "-001-05", "-1-1"]))
        rng.shuffle(out)
    return (out,)
