# domain: collections
# function: sliding_log_rate_limiter
# query: Decide for each request in timestamps (non-decreasing, seconds) whether it is allowed under
#   a limit of at most limit allowed requests in any window of window seconds (a request at
#   time t counts requests allowed at times > t - window). Return a list of booleans; rejected
#   requests are not counted.

from collections import deque

def sliding_log_rate_limiter(timestamps, limit, window):
    log = deque()
    decisions = []
    for t in timestamps:
        while log and log[0] <= t - window:
            log.popleft()
        if len(log) < limit:
            log.append(t)
            decisions.append(True)
        else:
            decisions.append(False)
    return decisions

# --- tests ---
import pytest

assert sliding_log_rate_limiter([], 2, 10) == []
assert sliding_log_rate_limiter([1, 2, 3], 2, 10) == [True, True, False]
assert sliding_log_rate_limiter([1, 2, 11], 2, 10) == [True, True, True]
assert sliding_log_rate_limiter([1, 2, 10], 2, 10) == [True, True, False]
assert sliding_log_rate_limiter([0, 0, 0], 0, 5) == [False, False, False]
assert sliding_log_rate_limiter([1, 1, 5, 6, 7], 1, 5) == [True, False, False, True, False]
assert sliding_log_rate_limiter([0, 3, 4, 6, 9], 2, 5) == [True, True, False, True, True]

# --- implementation 2: count the accepted requests still inside the window each time ---
def sliding_log_rate_limiter(timestamps, limit, window):
    accepted = []
    allowed = []
    for t in timestamps:
        recent = sum(1 for a in accepted if a > t - window)
        ok = recent < limit
        if ok:
            accepted.append(t)
        allowed.append(ok)
    return allowed

# --- implementation 3: bisect the sorted log of accepted times at the window start ---
from bisect import bisect_right


def sliding_log_rate_limiter(timestamps, limit, window):
    times = []
    out = []
    for t in timestamps:
        in_window = len(times) - bisect_right(times, t - window)
        out.append(in_window < limit)
        if in_window < limit:
            times.append(t)
    return out

# --- inputs ---
def random_input(rng):
    t = 0
    stamps = []
    for _ in range(rng.randint(0, 12)):
        t += rng.choice([0, 0, 1, 1, 2, 3, 5])
        stamps.append(t)
    return (stamps, rng.randint(0, 4), rng.randint(1, 8))
