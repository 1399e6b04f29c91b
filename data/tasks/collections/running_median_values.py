# domain: collections
# function: running_median_values
# query: For a stream of numbers, return the median after each insertion; with an even count the
#   median is the average of the two middle values (as a float).

import heapq

def running_median_values(stream):
    low = []
    high = []
    medians = []
    for x in stream:
        if low and x > -low[0]:
            heapq.heappush(high, x)
        else:
            heapq.heappush(low, -x)
        if len(low) > len(high) + 1:
            heapq.heappush(high, -heapq.heappop(low))
        elif len(high) > len(low):
            heapq.heappush(low, -heapq.heappop(high))
        if len(low) > len(high):
            medians.append(float(-low[0]))
        else:
            medians.append((-low[0] + high[0]) / 2)
    return medians

# --- tests ---
import pytest

assert running_median_values([]) == []
assert running_median_values([5]) == [5.0]
assert running_median_values([5, 15]) == [5.0, 10.0]
assert running_median_values([5, 15, 1, 3]) == [5.0, 10.0, 5.0, 4.0]
assert running_median_values([2, 1, 5, 7, 2, 0, 5]) == [2.0, 1.5, 2.0, 3.5, 2.0, 2.0, 2.0]
assert running_median_values([1, 2, 3, 4, 5]) == [1.0, 1.5, 2.0, 2.5, 3.0]
assert running_median_values([5, 4, 3, 2, 1]) == [5.0, 4.5, 4.0, 3.5, 3.0]
assert running_median_values([3, 3, 3]) == [3.0, 3.0, 3.0]

# --- implementation 2: keep a sorted list with insort and read the middle ---
from bisect import insort


def running_median_values(stream):
    ordered = []
    result = []
    for value in stream:
        insort(ordered, value)
        half, odd = divmod(len(ordered), 2)
        if odd:
            result.append(float(ordered[half]))
        else:
            result.append((ordered[half - 1] + ordered[half]) / 2)
    return result

# --- implementation 3: median of each prefix with statistics.median ---
import statistics


def running_median_values(stream):
    seen = []
    medians = []
    for x in stream:
        seen.append(x)
        medians.append(float(statistics.median(seen)))
    return medians

# --- implementation 4: sort each prefix and read the middle one or two ---
def running_median_values(stream):
    medians = []
    for end in range(1, len(stream) + 1):
        window = sorted(stream[:end])
        mid = end // 2
        medians.append(float(window[mid]) if end % 2 else (window[mid - 1] + window[mid]) / 2)
    return medians

# --- inputs ---
def random_input(rng):
    n = rng.randint(0, 12)
    return ([rng.randint(-6, 6) for _ in range(n)],)
