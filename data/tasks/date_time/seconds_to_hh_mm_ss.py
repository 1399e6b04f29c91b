# domain: date_time
# function: seconds_to_hh_mm_ss
# query: Format total, a non-negative number of seconds, as 'HH:MM:SS' with zero padding; hours are
#   not wrapped at 24 and may exceed two digits (e.g. 360000 -> '100:00:00'). Raise ValueError
#   for negative input.

def seconds_to_hh_mm_ss(total):
    if total < 0:
        raise ValueError("negative seconds")
    hours = total // 3600
    minutes = (total % 3600) // 60
    seconds = total % 60
    return "%02d:%02d:%02d" % (hours, minutes, seconds)

# --- tests ---
import pytest

assert seconds_to_hh_mm_ss(0) == "00:00:00"
assert seconds_to_hh_mm_ss(59) == "00:00:59"
assert seconds_to_hh_mm_ss(60) == "00:01:00"
assert seconds_to_hh_mm_ss(3599) == "00:59:59"
assert seconds_to_hh_mm_ss(3600) == "01:00:00"
assert seconds_to_hh_mm_ss(3725) == "01:02:05"
assert seconds_to_hh_mm_ss(360000) == "100:00:00"
assert seconds_to_hh_mm_ss(86399) == "23:59:59"
with pytest.raises(ValueError):
    seconds_to_hh_mm_ss(-1)

# --- implementation 2: divmod twice and an f-string ---
def seconds_to_hh_mm_ss(total):
    if total < 0:
        raise ValueError("total must be non-negative")
    minutes, seconds = divmod(int(total), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours:02d}:{minutes:02d}:{seconds:02d}"

# --- implementation 3: joins zero-filled field strings ---
def seconds_to_hh_mm_ss(total):
    if total < 0:
        raise ValueError("negative")
    whole = int(total)
    fields = [whole // 3600, whole // 60 % 60, whole % 60]
    return ":".join(str(v).zfill(2) for v in fields)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.07:
        return (-rng.randint(1, 100),)
    if r < 0.3:
        return (rng.choice([0, 59, 60, 61, 3599, 3600, 3601, 86399, 86400, 359999, 360000]),)
    if r < 0.45:
        return (rng.randint(0, 4000000) / 10,)
    return (rng.randint(0, 10 ** rng.randint(1, 7)),)
