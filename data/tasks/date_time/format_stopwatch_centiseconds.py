# domain: date_time
# function: format_stopwatch_centiseconds
# query: Format an elapsed time centis given in centiseconds as a stopwatch string 'MM:SS.cc',
#   switching to 'H:MM:SS.cc' once it reaches one hour. Raise ValueError for negative input.

def format_stopwatch_centiseconds(centis):
    if centis < 0:
        raise ValueError("negative time")
    seconds, cc = divmod(centis, 100)
    minutes, ss = divmod(seconds, 60)
    hours, mm = divmod(minutes, 60)
    if hours > 0:
        return "%d:%02d:%02d.%02d" % (hours, mm, ss, cc)
    return "%02d:%02d.%02d" % (mm, ss, cc)

# --- tests ---
import pytest

assert format_stopwatch_centiseconds(0) == "00:00.00"
assert format_stopwatch_centiseconds(5) == "00:00.05"
assert format_stopwatch_centiseconds(99) == "00:00.99"
assert format_stopwatch_centiseconds(100) == "00:01.00"
assert format_stopwatch_centiseconds(6123) == "01:01.23"
assert format_stopwatch_centiseconds(359999) == "59:59.99"
assert format_stopwatch_centiseconds(360000) == "1:00:00.00"
assert format_stopwatch_centiseconds(372345) == "1:02:03.45"
with pytest.raises(ValueError):
    format_stopwatch_centiseconds(-1)

# --- implementation 2: integer division per field and f-string padding ---
def format_stopwatch_centiseconds(centis):
    if centis < 0:
        raise ValueError("centis must be non-negative")
    hours = centis // 360000
    minutes = centis // 6000 % 60
    seconds = centis // 100 % 60
    fraction = centis % 100
    body = f"{minutes:02d}:{seconds:02d}.{fraction:02d}"
    return f"{hours}:{body}" if hours else body

# --- implementation 3: builds the MM:SS.cc tail, then prefixes hours when reached ---
def format_stopwatch_centiseconds(centis):
    if centis < 0:
        raise ValueError("negative")
    whole_seconds = centis // 100
    tail = "{:02d}:{:02d}.{:02d}".format(whole_seconds // 60 % 60, whole_seconds % 60, centis % 100)
    if centis < 360000:
        return tail
    return "{}:{}".format(whole_seconds // 3600, tail)

# --- inputs ---
def random_input(rng):
    r = rng.random()
    if r < 0.07:
        return (-rng.randint(1, 500),)
    if r < 0.35:
        return (rng.choice([0, 5, 99, 100, 5999, 6000, 6001, 359999, 360000, 360001, 3600000]),)
    return (rng.randint(0, 10 ** rng.randint(2, 7)),)
