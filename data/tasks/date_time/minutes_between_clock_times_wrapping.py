# domain: date_time
# function: minutes_between_clock_times_wrapping
# query: Given a start and an end 'HH:MM' time on a 24-hour clock, return how many minutes pass
#   going forward from start to end, wrapping past midnight when end is earlier (e.g. '22:00' to
#   '01:30' is 210). Equal times give 0.

def minutes_between_clock_times_wrapping(start, end):
    sh, sm = start.split(":")
    eh, em = end.split(":")
    start_total = int(sh) * 60 + int(sm)
    end_total = int(eh) * 60 + int(em)
    diff = end_total - start_total
    if diff < 0:
        diff += 24 * 60
    return diff

# --- tests ---
assert minutes_between_clock_times_wrapping("09:00", "09:00") == 0
assert minutes_between_clock_times_wrapping("09:00", "17:30") == 510
assert minutes_between_clock_times_wrapping("22:00", "01:30") == 210
assert minutes_between_clock_times_wrapping("00:01", "00:00") == 1439
assert minutes_between_clock_times_wrapping("23:59", "00:00") == 1
assert minutes_between_clock_times_wrapping("10:15", "10:16") == 1
assert minutes_between_clock_times_wrapping("13:45", "12:45") == 1380

# --- implementation 2: the forward difference modulo a day ---
def minutes_between_clock_times_wrapping(start, end):
    def as_minutes(text):
        hours, minutes = map(int, text.split(":"))
        return hours * 60 + minutes

    return (as_minutes(end) - as_minutes(start)) % 1440

# --- implementation 3: datetime subtraction, whose timedelta seconds are already wrapped ---
from datetime import datetime


def minutes_between_clock_times_wrapping(start, end):
    t0 = datetime.strptime(start, "%H:%M")
    t1 = datetime.strptime(end, "%H:%M")
    delta = t1 - t0
    return delta.seconds // 60

# --- inputs ---
def random_input(rng):
    a = rng.randint(0, 1439)
    b = rng.choice([a, a + 1, a - 1, 0, 1439, rng.randint(0, 1439)]) % 1440
    return ("%02d:%02d" % divmod(a, 60), "%02d:%02d" % divmod(b, 60))
