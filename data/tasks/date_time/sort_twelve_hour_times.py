# domain: date_time
# function: sort_twelve_hour_times
# query: Sort times, a list of 12-hour time strings like '9:05 PM', '12:00 AM', '12:30 PM',
#   chronologically from midnight and return the sorted list (12 AM is the first hour of the
#   day, 12 PM is noon). The AM/PM suffix is case-insensitive ('pm' = 'PM'), and equal times
#   keep their input order.

def sort_twelve_hour_times(times):
    def key(text):
        clock, suffix = text.split()
        hours, minutes = (int(p) for p in clock.split(":"))
        hours %= 12
        if suffix.upper() == "PM":
            hours += 12
        return hours * 60 + minutes

    return sorted(times, key=key)

# --- tests ---
assert sort_twelve_hour_times([]) == []
assert sort_twelve_hour_times(["1:00 PM", "11:00 AM"]) == ["11:00 AM", "1:00 PM"]
assert sort_twelve_hour_times(["12:30 PM", "12:00 AM", "9:05 PM"]) == ["12:00 AM", "12:30 PM", "9:05 PM"]
assert sort_twelve_hour_times(["12:01 AM", "1:00 AM"]) == ["12:01 AM", "1:00 AM"]
assert sort_twelve_hour_times(["12:00 PM", "11:59 AM"]) == ["11:59 AM", "12:00 PM"]
assert sort_twelve_hour_times(["11:59 PM", "12:00 PM", "1:15 pm"]) == ["12:00 PM", "1:15 pm", "11:59 PM"]
assert sort_twelve_hour_times(["3:10 AM", "3:05 AM", "3:07 PM"]) == ["3:05 AM", "3:10 AM", "3:07 PM"]

# --- implementation 2: a stable bucket per minute of the day, buckets concatenated in order ---
def sort_twelve_hour_times(times):
    buckets = [[] for _ in range(24 * 60)]
    for text in times:
        clock, half = text.split(" ")
        h, m = clock.split(":")
        hour = int(h) % 12 + (12 if half.upper() == "PM" else 0)
        buckets[hour * 60 + int(m)].append(text)
    return [text for bucket in buckets for text in bucket]

# --- implementation 3: a (half-day, hour mod 12, minute) key built by hand ---
def sort_twelve_hour_times(times):
    def key(text):
        clock, half = text.split(" ")
        h, m = clock.split(":")
        return (half.lower() == "pm", int(h) % 12, int(m))

    result = list(times)
    result.sort(key=key)
    return result

# --- implementation 4: sorts by the equivalent zero-padded 24-hour string ---
def sort_twelve_hour_times(times):
    def as_24h(text):
        clock, half = text.split()
        h, m = clock.split(":")
        hour = int(h) % 12 + (12 if half.upper() == "PM" else 0)
        return "%02d:%s" % (hour, m)

    return sorted(times, key=as_24h)

# --- inputs ---
def random_input(rng):
    out = []
    for _ in range(rng.randint(0, 8)):
        h = rng.choice([12, 1, 11, rng.randint(1, 12)])
        suffix = rng.choice(["AM", "PM", "am", "pm"])
        out.append("%d:%02d %s" % (h, rng.choice([0, 59, rng.randint(0, 59)]), suffix))
    if out and rng.random() < 0.3:
        out.append(rng.choice(out).swapcase())
    return (out,)
