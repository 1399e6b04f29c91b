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

# --- implementation 2: a module-level cell encoder, the header treated as the first row ---
def _cell(value):
    if value is None:
        return ""
    text = str(value)
    if any(c in text for c in ',"'):
        return '"%s"' % text.replace('"', '""')
    return text


def records_to_csv_text(records, fields):
    rows = [fields] + [[r.get(f) for f in fields] for r in records]
    return "\n".join(",".join(map(_cell, row)) for row in rows)

# --- implementation 3: a regex decides quoting, lines appended to the text ---
import re


def records_to_csv_text(records, fields):
    def quote(v):
        s = "" if v is None else f"{v}"
        return '"' + s.replace('"', '""') + '"' if re.search(r'[,"]', s) else s

    out = ",".join(quote(f) for f in fields)
    for record in records:
        out += "\n" + ",".join(quote(record[f]) if f in record else "" for f in fields)
    return out

# --- inputs ---
def random_input(rng):
    fields = rng.sample(["a", "b", "c"], rng.randint(1, 3))
    pool = [1, 2.5, "x,y", 'say "hi"', "plain", None, "", '"', 0]
    records = [{f: rng.choice(pool) for f in rng.sample("abc", rng.randint(0, 3))} for _ in range(rng.randint(0, 4))]
    return (records, fields)
