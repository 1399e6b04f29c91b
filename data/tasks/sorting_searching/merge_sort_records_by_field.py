# domain: sorting_searching
# function: merge_sort_records_by_field
# query: Stable merge sort of records, a list of dicts, by the value of a given field, returning a
#   new list; records with equal field values keep their input order. A record lacking the
#   field raises KeyError once it has to be compared (lists of 0 or 1 records are returned as
#   copies unchanged).

def merge_sort_records_by_field(records, field):
    if len(records) <= 1:
        return list(records)
    mid = len(records) // 2
    left = merge_sort_records_by_field(records[:mid], field)
    right = merge_sort_records_by_field(records[mid:], field)
    merged = []
    i = j = 0
    while i < len(left) and j < len(right):
        if right[j][field] < left[i][field]:
            merged.append(right[j])
            j += 1
        else:
            merged.append(left[i])
            i += 1
    merged.extend(left[i:])
    merged.extend(right[j:])
    return merged

# --- tests ---
import pytest

assert merge_sort_records_by_field([], "age") == []
assert merge_sort_records_by_field([{"age": 3}], "age") == [{"age": 3}]
assert merge_sort_records_by_field([{"age": 3}, {"age": 1}], "age") == [{"age": 1}, {"age": 3}]
assert merge_sort_records_by_field([{"n": "a", "age": 2}, {"n": "b", "age": 1}, {"n": "c", "age": 2}], "age") == [{"n": "b", "age": 1}, {"n": "a", "age": 2}, {"n": "c", "age": 2}]
assert [r["k"] for r in merge_sort_records_by_field([{"k": v} for v in [5, 3, 9, 1, 7, 2]], "k")] == [1, 2, 3, 5, 7, 9]
assert [r["i"] for r in merge_sort_records_by_field([{"i": i, "g": g} for i, g in enumerate([1, 0, 1, 0, 1])], "g")] == [1, 3, 0, 2, 4]
with pytest.raises(KeyError):
    merge_sort_records_by_field([{"age": 1}, {"name": "x"}], "age")
assert merge_sort_records_by_field([{"name": "x"}], "age") == [{"name": "x"}]

# --- implementation 2: the built-in stable sort keyed by the field, for two or more records ---
from operator import itemgetter


def merge_sort_records_by_field(records, field):
    if len(records) < 2:
        return records[:]
    return sorted(records, key=itemgetter(field))

# --- implementation 3: bottom-up merge sort over runs of doubling width ---
def merge_sort_records_by_field(records, field):
    items = list(records)
    width = 1
    while width < len(items):
        merged = []
        for lo in range(0, len(items), 2 * width):
            left, right = items[lo:lo + width], items[lo + width:lo + 2 * width]
            i = j = 0
            while i < len(left) and j < len(right):
                if left[i][field] <= right[j][field]:
                    merged.append(left[i])
                    i += 1
                else:
                    merged.append(right[j])
                    j += 1
            merged += left[i:] + right[j:]
        items = merged
        width *= 2
    return items

# --- inputs ---
def random_input(rng):
    n = rng.choice([0, 1, 2]) if rng.random() < 0.2 else rng.randint(0, 12)
    records = [{"id": i, "score": rng.randint(0, 4)} for i in range(n)]
    if records and rng.random() < 0.1:
        del records[rng.randrange(n)]["score"]
    return (records, "score")
