# domain: sorting_searching
# function: sort_tuples_multi_key_mixed
# query: Sort rows of (department, salary, name) employee tuples by department ascending, salary
#   descending and name ascending. Return a new list.

def sort_tuples_multi_key_mixed(rows):
    result = sorted(rows, key=lambda r: r[2])
    result = sorted(result, key=lambda r: r[1], reverse=True)
    result = sorted(result, key=lambda r: r[0])
    return result

# --- tests ---
import pytest

assert sort_tuples_multi_key_mixed([]) == []
assert sort_tuples_multi_key_mixed([("a", 1, "x")]) == [("a", 1, "x")]
assert sort_tuples_multi_key_mixed([("b", 5, "z"), ("a", 1, "y")]) == [("a", 1, "y"), ("b", 5, "z")]
assert sort_tuples_multi_key_mixed([("a", 1, "y"), ("a", 9, "z")]) == [("a", 9, "z"), ("a", 1, "y")]
assert sort_tuples_multi_key_mixed([("a", 5, "zed"), ("a", 5, "amy")]) == [("a", 5, "amy"), ("a", 5, "zed")]
assert sort_tuples_multi_key_mixed([("hr", 50, "b"), ("it", 70, "a"), ("hr", 60, "c"), ("hr", 50, "a")]) == [("hr", 60, "c"), ("hr", 50, "a"), ("hr", 50, "b"), ("it", 70, "a")]
assert sort_tuples_multi_key_mixed([("x", 2, "q"), ("w", 1, "r"), ("x", 3, "p")]) == [("w", 1, "r"), ("x", 3, "p"), ("x", 2, "q")]

# --- implementation 2: one composite key with the salary negated ---
def sort_tuples_multi_key_mixed(rows):
    def key(row):
        department, salary, name = row
        return (department, -salary, name)
    return sorted(rows, key=key)

# --- implementation 3: a three-way comparison function through cmp_to_key ---
from functools import cmp_to_key


def compare_rows(a, b):
    if a[0] != b[0]:
        return -1 if a[0] < b[0] else 1
    if a[1] != b[1]:
        return -1 if a[1] > b[1] else 1
    return (a[2] > b[2]) - (a[2] < b[2])


def sort_tuples_multi_key_mixed(rows):
    return sorted(rows, key=cmp_to_key(compare_rows))

# --- implementation 4: group the rows by department, sort each group by salary and name ---
def sort_tuples_multi_key_mixed(rows):
    groups = {}
    for row in rows:
        groups.setdefault(row[0], []).append(row)
    ordered = []
    for department in sorted(groups):
        members = groups[department]
        ordered.extend(sorted(members, key=lambda r: (-r[1], r[2])))
    return ordered

# --- inputs ---
def random_input(rng):
    return ([(rng.choice(["hr", "it", "a"]), rng.randint(1, 4), rng.choice(["x", "y", "amy", "zed"]))
             for _ in range(rng.randint(0, 9))],)
