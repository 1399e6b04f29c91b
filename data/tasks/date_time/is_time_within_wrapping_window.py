# domain: date_time
# function: is_time_within_wrapping_window
# query: Given a window [start, end) of 'HH:MM' times that may wrap past midnight, check whether the
#   'HH:MM' time clock falls inside it (e.g. '22:00'-'06:00' contains '23:30' and '05:59' but
#   not '06:00'). A window with start == end covers the whole day.

def is_time_within_wrapping_window(start, end, clock):
    def to_minutes(text):
        h, m = text.split(":")
        return int(h) * 60 + int(m)

    s, e, t = to_minutes(start), to_minutes(end), to_minutes(clock)
    if s < e:
        return s <= t < e
    return t >= s or t < e

# --- tests ---
assert is_time_within_wrapping_window("09:00", "17:00", "09:00") is True
assert is_time_within_wrapping_window("09:30", "17:00", "09:15") is False
assert is_time_within_wrapping_window("09:00", "17:00", "17:00") is False
assert is_time_within_wrapping_window("09:00", "17:00", "08:59") is False
assert is_time_within_wrapping_window("22:00", "06:00", "23:30") is True
assert is_time_within_wrapping_window("22:00", "06:00", "05:59") is True
assert is_time_within_wrapping_window("22:00", "06:00", "06:00") is False
assert is_time_within_wrapping_window("22:00", "06:00", "21:59") is False
assert is_time_within_wrapping_window("22:00", "06:00", "22:00") is True
assert is_time_within_wrapping_window("08:00", "08:00", "03:00") is True

# --- implementation 2: the clock's offset from start compared with the window length, modulo a day ---
def is_time_within_wrapping_window(start, end, clock):
    def minutes(value):
        hh, mm = map(int, value.split(":"))
        return 60 * hh + mm

    s = minutes(start)
    length = (minutes(end) - s) % 1440
    return length == 0 or (minutes(clock) - s) % 1440 < length

# --- implementation 3: (hour, minute) tuple comparisons, wrapping windows as the complement ---
def is_time_within_wrapping_window(start, end, clock):
    lo, hi, t = (tuple(int(x) for x in v.split(":")) for v in (start, end, clock))
    if lo == hi:
        return True
    if lo < hi:
        return lo <= t < hi
    return not hi <= t < lo

# --- implementation 4: the set of minutes the window covers, walking forward from start ---
def is_time_within_wrapping_window(start, end, clock):
    def minute_of(text):
        h, m = text.split(":")
        return 60 * int(h) + int(m)

    s = minute_of(start)
    length = (minute_of(end) - s) % 1440 or 1440
    covered = {(s + k) % 1440 for k in range(length)}
    return minute_of(clock) in covered

# --- inputs ---
def random_input(rng):
    def hhmm(m):
        return "%02d:%02d" % divmod(m % 1440, 60)

    s = rng.randint(0, 1439)
    e = rng.choice([s, s + rng.randint(1, 600), s - rng.randint(1, 600), rng.randint(0, 1439)])
    t = rng.choice([s, e, s - 1, e - 1, e + 1, rng.randint(0, 1439)])
    return (hhmm(s), hhmm(e), hhmm(t))
