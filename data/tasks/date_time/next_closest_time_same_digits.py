# domain: date_time
# function: next_closest_time_same_digits
# query: Given clock, a valid 'HH:MM' time, return the next closest time (strictly later, wrapping
#   past midnight) that can be formed by reusing only the digits present in it, any number of
#   times; '11:11' returns itself after a full day.

def next_closest_time_same_digits(clock):
    allowed = set(clock.replace(":", ""))
    start = int(clock[:2]) * 60 + int(clock[3:])
    for step in range(1, 1441):
        total = (start + step) % 1440
        candidate = "%02d:%02d" % (total // 60, total % 60)
        if set(candidate.replace(":", "")) <= allowed:
            return candidate
    return clock

# --- tests ---
assert next_closest_time_same_digits("19:34") == "19:39"
assert next_closest_time_same_digits("23:59") == "22:22"
assert next_closest_time_same_digits("11:11") == "11:11"
assert next_closest_time_same_digits("00:00") == "00:00"
assert next_closest_time_same_digits("12:09") == "12:10"
assert next_closest_time_same_digits("13:55") == "15:11"
assert next_closest_time_same_digits("20:48") == "22:00"
