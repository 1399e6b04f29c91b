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

# --- implementation 2: for each day scan forward to the first warmer day ---
def days_until_warmer(temperatures):
    n = len(temperatures)
    result = []
    for i in range(n):
        wait = 0
        for j in range(i + 1, n):
            if temperatures[j] > temperatures[i]:
                wait = j - i
                break
        result.append(wait)
    return result

# --- implementation 3: from the right, jump along already computed answers ---
def days_until_warmer(temperatures):
    n = len(temperatures)
    answer = [0] * n
    for i in range(n - 2, -1, -1):
        j = i + 1
        while j < n and temperatures[j] <= temperatures[i]:
            if answer[j] == 0:
                j = n
            else:
                j += answer[j]
        if j < n:
            answer[i] = j - i
    return answer

# --- implementation 4: right to left, remembering the nearest later index of every temperature seen ---
def days_until_warmer(temperatures):
    n = len(temperatures)
    waits = [0] * n
    nearest = {}
    for i in range(n - 1, -1, -1):
        t = temperatures[i]
        later = [j for temp, j in nearest.items() if temp > t]
        if later:
            waits[i] = min(later) - i
        nearest[t] = i
    return waits

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2, rng.randint(0, 15)])
    return ([rng.randint(60, 66) for _ in range(n)],)
