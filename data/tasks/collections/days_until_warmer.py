# domain: collections
# function: days_until_warmer
# query: Given daily temperatures, return for each day how many days you must wait until a strictly
#   warmer temperature, or 0 if no warmer day follows.

def days_until_warmer(temperatures):
    waits = [0] * len(temperatures)
    stack = []
    for day, temp in enumerate(temperatures):
        while stack and temperatures[stack[-1]] < temp:
            previous = stack.pop()
            waits[previous] = day - previous
        stack.append(day)
    return waits

# --- tests ---
import pytest

assert days_until_warmer([]) == []
assert days_until_warmer([50]) == [0]
assert days_until_warmer([73, 74, 75, 71, 69, 72, 76, 73]) == [1, 1, 4, 2, 1, 1, 0, 0]
assert days_until_warmer([30, 40, 50, 60]) == [1, 1, 1, 0]
assert days_until_warmer([60, 50, 40]) == [0, 0, 0]
assert days_until_warmer([70, 70, 71]) == [2, 1, 0]
assert days_until_warmer([5, 3, 4, 6]) == [3, 1, 1, 0]
