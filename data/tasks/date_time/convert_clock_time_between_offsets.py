# domain: date_time
# function: convert_clock_time_between_offsets
# query: Convert a 'HH:MM' wall-clock time from the fixed UTC offset from_offset to to_offset
#   (offsets given as integer minutes east of UTC, e.g. 330 for UTC+05:30) and return (new
#   'HH:MM', day_shift), where day_shift is -1, 0 or +1 when the converted time falls on the
#   previous/same/next day.

def convert_clock_time_between_offsets(clock, from_offset, to_offset):
    hours, minutes = clock.split(":")
    total = int(hours) * 60 + int(minutes) - from_offset + to_offset
    shift = 0
    if total < 0:
        total += 1440
        shift = -1
    elif total >= 1440:
        total -= 1440
        shift = 1
    return ("%02d:%02d" % (total // 60, total % 60), shift)

# --- tests ---
assert convert_clock_time_between_offsets("12:00", 0, 0) == ("12:00", 0)
assert convert_clock_time_between_offsets("12:00", 0, 330) == ("17:30", 0)
assert convert_clock_time_between_offsets("23:00", 0, 120) == ("01:00", 1)
assert convert_clock_time_between_offsets("01:00", 60, -300) == ("19:00", -1)
assert convert_clock_time_between_offsets("22:00", 0, 120) == ("00:00", 1)
assert convert_clock_time_between_offsets("00:00", 0, -1) == ("23:59", -1)
assert convert_clock_time_between_offsets("05:00", 300, 0) == ("00:00", 0)
assert convert_clock_time_between_offsets("09:15", -480, 540) == ("02:15", 1)

# --- implementation 2: divmod by the minutes of a day gives the shift and the time ---
def convert_clock_time_between_offsets(clock, from_offset, to_offset):
    h, m = map(int, clock.split(":"))
    day_shift, minute_of_day = divmod(h * 60 + m + to_offset - from_offset, 1440)
    hours, mins = divmod(minute_of_day, 60)
    return (f"{hours:02d}:{mins:02d}", day_shift)

# --- implementation 3: datetime arithmetic on a fixed day, comparing the dates afterwards ---
import datetime


def convert_clock_time_between_offsets(clock, from_offset, to_offset):
    hours, minutes = (int(part) for part in clock.split(":"))
    base = datetime.datetime(2000, 1, 2, hours, minutes)
    moved = base + datetime.timedelta(minutes=to_offset - from_offset)
    shift = (moved.date() - base.date()).days
    return (moved.strftime("%H:%M"), shift)

# --- inputs ---
def random_input(rng):
    clock = "%02d:%02d" % (rng.choice([0, 23, rng.randint(0, 23)]), rng.choice([0, 59, rng.randint(0, 59)]))
    offsets = [0, 60, -60, 330, -300, 540, -480, 720, -720, 345, -1, 1]
    return (clock, rng.choice(offsets), rng.choice(offsets))
