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

# --- implementation 2: every time writable with the digits, sorted, then the first one later ---
from itertools import product


def next_closest_time_same_digits(clock):
    digits = sorted(set(clock[:2] + clock[3:]))
    times = sorted(h1 + h2 + ":" + m1 + m2 for h1, h2, m1, m2 in product(digits, repeat=4)
                   if h1 + h2 < "24" and m1 < "6")
    for t in times:
        if t > clock:
            return t
    return times[0]

# --- implementation 3: the candidate minimising the forward distance, a full day for itself ---
from itertools import product


def next_closest_time_same_digits(clock):
    now = int(clock[:2]) * 60 + int(clock[3:])
    usable = {int(c) for c in clock if c != ":"}
    best = None
    for a, b, c, d in product(usable, repeat=4):
        hours, minutes = 10 * a + b, 10 * c + d
        if hours < 24 and minutes < 60:
            moment = hours * 60 + minutes
            wait = (moment - now - 1) % 1440 + 1
            if best is None or wait < best[0]:
                best = (wait, moment)
    return "%02d:%02d" % divmod(best[1], 60)

# --- inputs ---
def random_input(rng):
    if rng.random() < 0.3:
        return (rng.choice(["11:11", "00:00", "23:59", "22:22", "19:34", "12:09", "20:48", "13:55", "01:10"]),)
    total = rng.randint(0, 1439)
    return ("%02d:%02d" % divmod(total, 60),)
