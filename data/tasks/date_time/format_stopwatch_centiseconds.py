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
