# domain: data_transformation
# function: explode_list_field
# query: Explode records on a list-valued field: each record is repeated once per element of that
#   field, with the field replaced by the element. Records whose list is empty are dropped by
#   default (keep_empty=False); with keep_empty=True they are kept once with the field set to
#   None.

def explode_list_field(records, field, keep_empty=False):
    result = []
    for record in records:
        values = record[field]
        if not values:
            if keep_empty:
                row = dict(record)
                row[field] = None
                result.append(row)
            continue
        for v in values:
            row = dict(record)
            row[field] = v
            result.append(row)
    return result

# --- tests ---
import pytest

assert explode_list_field([], "t") == []
assert explode_list_field([{"id": 1, "t": ["a", "b"]}], "t") == [{"id": 1, "t": "a"}, {"id": 1, "t": "b"}]
assert explode_list_field([{"id": 1, "t": []}], "t") == []
assert explode_list_field([{"id": 1, "t": []}], "t", keep_empty=True) == [{"id": 1, "t": None}]
assert explode_list_field([{"id": 1, "t": [5]}, {"id": 2, "t": [6, 7]}], "t") == [{"id": 1, "t": 5}, {"id": 2, "t": 6}, {"id": 2, "t": 7}]
assert explode_list_field([{"t": ["x"]}], "t", True) == [{"t": "x"}]
assert (lambda r: (explode_list_field(r, "t"), r))([{"t": [1]}]) == ([{"t": 1}], [{"t": [1]}])
assert explode_list_field([{0: [9], 1: [5, 6], 2: [7]}], 1) == [{0: [9], 1: 5, 2: [7]}, {0: [9], 1: 6, 2: [7]}]
assert explode_list_field([{0: [1], 1: [], 2: [3]}], 1, True) == [{0: [1], 1: None, 2: [3]}]
