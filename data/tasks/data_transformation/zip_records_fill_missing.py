# domain: data_transformation
# function: zip_records_fill_missing
# query: Combine several equal-purpose lists into row tuples like itertools.zip_longest, padding
#   shorter lists with a fill value (default None). No lists gives [].

def zip_records_fill_missing(lists, fill=None):
    if not lists:
        return []
    longest = max(len(lst) for lst in lists)
    rows = []
    for i in range(longest):
        row = []
        for lst in lists:
            row.append(lst[i] if i < len(lst) else fill)
        rows.append(tuple(row))
    return rows

# --- tests ---
import pytest

assert zip_records_fill_missing([]) == []
assert zip_records_fill_missing([[]]) == []
assert zip_records_fill_missing([[1, 2]]) == [(1,), (2,)]
assert zip_records_fill_missing([[1, 2], ["a", "b"]]) == [(1, "a"), (2, "b")]
assert zip_records_fill_missing([[1, 2, 3], ["a"]]) == [(1, "a"), (2, None), (3, None)]
assert zip_records_fill_missing([[1], [2, 3]], 0) == [(1, 2), (0, 3)]
assert zip_records_fill_missing([[], [5]], "-") == [("-", 5)]
