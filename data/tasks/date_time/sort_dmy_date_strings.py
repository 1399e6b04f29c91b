# domain: date_time
# function: sort_dmy_date_strings
# query: Sort dates, a list of 'DD/MM/YYYY' date strings, chronologically (oldest first) and return
#   the new list; the original list is not modified. Raise ValueError for strings not in that
#   format.

def sort_dmy_date_strings(dates):
    keyed = []
    for i in range(len(dates)):
        text = dates[i]
        parts = text.split("/")
        day = int(parts[0])
        month = int(parts[1])
        year = int(parts[2])
        keyed.append(((year, month, day), text))
    keyed.sort()
    return [text for _, text in keyed]

# --- tests ---
import pytest

assert sort_dmy_date_strings([]) == []
assert sort_dmy_date_strings(["01/01/2024"]) == ["01/01/2024"]
assert sort_dmy_date_strings(["02/01/2024", "01/02/2023"]) == ["01/02/2023", "02/01/2024"]
assert sort_dmy_date_strings(["31/12/2023", "01/01/2024", "15/06/2023"]) == ["15/06/2023", "31/12/2023", "01/01/2024"]
assert sort_dmy_date_strings(["05/03/2024", "04/03/2024"]) == ["04/03/2024", "05/03/2024"]
assert sort_dmy_date_strings(["01/12/2024", "30/11/2024"]) == ["30/11/2024", "01/12/2024"]
assert sort_dmy_date_strings(["10/10/2010", "09/11/2009", "11/09/2011"]) == ["09/11/2009", "10/10/2010", "11/09/2011"]
with pytest.raises(ValueError):
    sort_dmy_date_strings(["2024-01-01"])

# --- implementation 2: sorted with datetime.strptime as the key ---
from datetime import datetime


def sort_dmy_date_strings(dates):
    def parsed(text):
        return datetime.strptime(text, "%d/%m/%Y")

    return sorted(dates, key=parsed)

# --- implementation 3: (year, month, day) integer keys, list.sort on a copy ---
def sort_dmy_date_strings(dates):
    def key(text):
        day, month, year = text.split("/")
        return int(year), int(month), int(day)

    result = list(dates)
    result.sort(key=key)
    return result

# --- implementation 4: sorts by the rearranged 'YYYYMMDD' string ---
def sort_dmy_date_strings(dates):
    def key(text):
        day, month, year = text.split("/")
        if not (day + month + year).isdigit():
            raise ValueError("not a DD/MM/YYYY date: %r" % text)
        return year.zfill(4) + month.zfill(2) + day.zfill(2)

    return sorted(dates, key=key)

# --- implementation 5: YYYYMMDD integer keys, then a top-down merge sort of (key, text) pairs ---
def sort_dmy_date_strings(dates):
    def when(text):
        day, month, year = text.split("/")
        return int(year) * 10000 + int(month) * 100 + int(day)

    keyed = [(when(t), t) for t in dates]

    def merge_sort(items):
        if len(items) <= 1:
            return items
        half = len(items) // 2
        left, right = merge_sort(items[:half]), merge_sort(items[half:])
        merged = []
        i = j = 0
        while i < len(left) and j < len(right):
            if left[i][0] <= right[j][0]:
                merged.append(left[i])
                i += 1
            else:
                merged.append(right[j])
                j += 1
        return merged + left[i:] + right[j:]

    return [t for _, t in merge_sort(keyed)]

# --- implementation 6: insertion sort on (year, month, day) keys parsed as each string arrives ---
def sort_dmy_date_strings(dates):
    ordered = []
    for text in dates:
        day, month, year = (int(p) for p in text.split("/"))
        key = (year, month, day)
        spot = len(ordered)
        while spot > 0 and ordered[spot - 1][0] > key:
            spot -= 1
        ordered.insert(spot, (key, text))
    return [text for _, text in ordered]

# --- inputs ---
def random_input(rng):
    out = []
    for _ in range(rng.randint(0, 8)):
        out.append("%02d/%02d/%04d" % (rng.randint(1, 28), rng.randint(1, 12), rng.randint(2008, 2026)))
    if out and rng.random() < 0.3:
        out.append(rng.choice(out))
    if rng.random() < 0.3:
        out += ["01/12/2024", "30/11/2024", "02/01/2024", "01/02/2023"]
        rng.shuffle(out)
    if rng.random() < 0.06:
        out.append("2024-01-01")
    return (out,)
