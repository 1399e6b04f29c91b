# domain: data_transformation
# function: csv_text_to_dicts
# query: Parse simple comma-separated text (no quoting) whose first line is a header into a list of
#   dicts, stripping whitespace around fields and skipping blank lines. Raise ValueError when a row
#   has a different number of fields than the header; return [] for empty text.

def csv_text_to_dicts(text):
    lines = [line for line in text.splitlines() if line.strip() != ""]
    if not lines:
        return []
    header = [h.strip() for h in lines[0].split(",")]
    records = []
    for number, line in enumerate(lines[1:], start=2):
        fields = [f.strip() for f in line.split(",")]
        if len(fields) != len(header):
            raise ValueError("line %d has %d fields" % (number, len(fields)))
        records.append(dict(zip(header, fields)))
    return records

# --- tests ---
import pytest

assert csv_text_to_dicts("") == []
assert csv_text_to_dicts("a,b") == []
assert csv_text_to_dicts("a,b\n1,2") == [{"a": "1", "b": "2"}]
assert csv_text_to_dicts("name, age\n ann , 30\n\nbob,4\n") == [{"name": "ann", "age": "30"}, {"name": "bob", "age": "4"}]
assert csv_text_to_dicts("\n\nx\n5\n") == [{"x": "5"}]
assert csv_text_to_dicts("a,b\n,") == [{"a": "", "b": ""}]
with pytest.raises(ValueError):
    csv_text_to_dicts("a,b\n1,2,3")
with pytest.raises(ValueError):
    csv_text_to_dicts("a,b\n1,2\n3")
