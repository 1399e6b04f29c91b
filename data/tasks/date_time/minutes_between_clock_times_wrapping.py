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
