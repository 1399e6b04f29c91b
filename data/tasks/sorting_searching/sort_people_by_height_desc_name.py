# domain: sorting_searching
# function: sort_people_by_height_desc_name
# query: Sort people, (name, height) tuples, by height descending and then by name ascending; return
#   a new list of names.

def sort_people_by_height_desc_name(people):
    def before(a, b):
        if a[1] != b[1]:
            return a[1] > b[1]
        return a[0] < b[0]
    result = []
    for person in people:
        pos = len(result)
        while pos > 0 and before(person, result[pos - 1]):
            pos -= 1
        result.insert(pos, person)
    return [name for name, _ in result]

# --- tests ---
import pytest

assert sort_people_by_height_desc_name([]) == []
assert sort_people_by_height_desc_name([("al", 170)]) == ["al"]
assert sort_people_by_height_desc_name([("al", 170), ("bo", 180)]) == ["bo", "al"]
assert sort_people_by_height_desc_name([("zed", 175), ("amy", 175)]) == ["amy", "zed"]
assert sort_people_by_height_desc_name([("c", 160), ("a", 190), ("b", 160), ("d", 190)]) == ["a", "d", "b", "c"]
assert sort_people_by_height_desc_name([("x", 150), ("y", 151), ("z", 149)]) == ["y", "x", "z"]
assert sort_people_by_height_desc_name([("m", 1), ("m", 1)]) == ["m", "m"]

# --- implementation 2: one sort keyed on (negated height, name) ---
def sort_people_by_height_desc_name(people):
    def rank(person):
        name, height = person
        return -height, name
    return [name for name, _ in sorted(people, key=rank)]

# --- implementation 3: group names by height, emit the heights from tallest with sorted names ---
def sort_people_by_height_desc_name(people):
    groups = {}
    for name, height in people:
        groups.setdefault(height, []).append(name)
    result = []
    for height in sorted(groups, reverse=True):
        result.extend(sorted(groups[height]))
    return result

# --- implementation 4: a comparison function through cmp_to_key ---
from functools import cmp_to_key


def taller_first(p, q):
    if p[1] != q[1]:
        return q[1] - p[1]
    return -1 if p[0] < q[0] else (1 if p[0] > q[0] else 0)


def sort_people_by_height_desc_name(people):
    return [person[0] for person in sorted(people, key=cmp_to_key(taller_first))]

# --- inputs ---
def random_input(rng):
    names = ["al", "bo", "amy", "zed", "m", "c", "a"]
    return ([(rng.choice(names), rng.randint(148, 152)) for _ in range(rng.randint(0, 8))],)
