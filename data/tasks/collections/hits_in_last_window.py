# domain: collections
# function: hits_in_last_window
# query: Given sorted hit timestamps and a query_time, return how many hits happened in the last
#   window seconds (window defaults to 300), i.e. with query_time - window < t <= query_time.

import bisect

def hits_in_last_window(timestamps, query_time, window=300):
    right = bisect.bisect_right(timestamps, query_time)
    left = bisect.bisect_right(timestamps, query_time - window)
    return right - left

# --- tests ---
import pytest

assert hits_in_last_window([], 10) == 0
assert hits_in_last_window([1, 2, 3], 3) == 3
assert hits_in_last_window([1, 2, 3, 300], 300) == 4
assert hits_in_last_window([1, 2, 3, 300], 301) == 3
assert hits_in_last_window([1, 2, 3, 300], 2) == 2
assert hits_in_last_window([5, 10, 15, 20], 20, 10) == 2
assert hits_in_last_window([5, 10, 15, 20], 14, 5) == 1
assert hits_in_last_window([7, 7, 7], 7, 1) == 3
