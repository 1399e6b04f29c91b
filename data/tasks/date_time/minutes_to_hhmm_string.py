# domain: date_time
# function: minutes_to_hhmm_string
# query: Format total, a non-negative number of minutes, as an 'H:MM' duration string where hours
#   are not limited to 24 (e.g. 125 -> '2:05', 1500 -> '25:00', 0 -> '0:00'). Raise ValueError
#   for negative values.

def minutes_to_hhmm_string(total):
    if total < 0:
        raise ValueError("negative minutes")
    hours = total // 60
    minutes = total % 60
    return "%d:%02d" % (hours, minutes)

# --- tests ---
import pytest

assert minutes_to_hhmm_string(0) == "0:00"
assert minutes_to_hhmm_string(5) == "0:05"
assert minutes_to_hhmm_string(59) == "0:59"
assert minutes_to_hhmm_string(60) == "1:00"
assert minutes_to_hhmm_string(125) == "2:05"
assert minutes_to_hhmm_string(1500) == "25:00"
with pytest.raises(ValueError):
    minutes_to_hhmm_string(-1)

# --- implementation 2: divmod with an f-string ---
def minutes_to_hhmm_string(total):
    if total < 0:
        raise ValueError("total must be non-negative")
    h, m = divmod(int(total), 60)
    return f"{h}:{m:02d}"

# --- implementation 3: string concatenation with a zero-filled minute part ---
def minutes_to_hhmm_string(total):
    if total < 0:
        raise ValueError("negative value")
    whole = int(total)
    return str(whole // 60) + ":" + str(whole % 60).zfill(2)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.08:
        return (-rng.randint(1, 100),)
    if r < 0.3:
        return (rng.choice([0, 5, 59, 60, 61, 599, 600, 1439, 1440, 1500, 6000]),)
    if r < 0.45:
        return (rng.randint(0, 30000) / 4,)
    return (rng.randint(0, 10 ** rng.randint(1, 5)),)
