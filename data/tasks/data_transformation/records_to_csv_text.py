# domain: data_transformation
# function: records_to_csv_text
# query: Serialize a list of dicts records to CSV text with a header line of the given field names
#   fields and one line per record (lines joined by "\n", no trailing newline). Missing fields
#   become empty and values containing a comma or double quote are quoted with inner quotes
#   doubled.

def records_to_csv_text(records, fields):
    def encode(value):
        text = "" if value is None else str(value)
        if "," in text or '"' in text:
            text = '"' + text.replace('"', '""') + '"'
        return text
    lines = [",".join(encode(f) for f in fields)]
    for record in records:
        lines.append(",".join(encode(record.get(f)) for f in fields))
    return "\n".join(lines)

# --- tests ---
import pytest

assert records_to_csv_text([], ["a", "b"]) == "a,b"
assert records_to_csv_text([{"a": 1, "b": 2}], ["a", "b"]) == "a,b\n1,2"
assert records_to_csv_text([{"a": 1}], ["a", "b"]) == "a,b\n1,"
assert records_to_csv_text([{"a": "x,y"}], ["a"]) == 'a\n"x,y"'
assert records_to_csv_text([{"a": 'say "hi"'}], ["a"]) == 'a\n"say ""hi"""'
assert records_to_csv_text([{"b": 2, "a": 1}, {"a": 3, "b": None}], ["b", "a"]) == "b,a\n2,1\n,3"
assert records_to_csv_text([{"q": "plain"}], ["q"]) == "q\nplain"
