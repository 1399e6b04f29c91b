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
