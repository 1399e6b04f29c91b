# domain: data_transformation
# function: parse_quoted_csv_line
# query: Split one CSV line into fields, honouring double-quoted fields that may contain commas and
#   doubled quotes ("") as an escaped quote. An empty line yields [""]; raise ValueError for an
#   unterminated quoted field.

def parse_quoted_csv_line(line):
    fields = []
    current = []
    in_quotes = False
    i = 0
    while i < len(line):
        ch = line[i]
        if in_quotes:
            if ch == '"' and i + 1 < len(line) and line[i + 1] == '"':
                current.append('"')
                i += 1
            elif ch == '"':
                in_quotes = False
            else:
                current.append(ch)
        elif ch == '"':
            in_quotes = True
        elif ch == ",":
            fields.append("".join(current))
            current = []
        else:
            current.append(ch)
        i += 1
    if in_quotes:
        raise ValueError("unterminated quote")
    fields.append("".join(current))
    return fields

# --- tests ---
import pytest

assert parse_quoted_csv_line("") == [""]
assert parse_quoted_csv_line("a,b,c") == ["a", "b", "c"]
assert parse_quoted_csv_line('"x,y",z') == ["x,y", "z"]
assert parse_quoted_csv_line('a,"say ""hi""",b') == ["a", 'say "hi"', "b"]
assert parse_quoted_csv_line("a,,b,") == ["a", "", "b", ""]
assert parse_quoted_csv_line('""') == [""]
assert parse_quoted_csv_line('"a"b,"c"') == ["ab", "c"]
assert parse_quoted_csv_line('"""",q') == ['"', "q"]
with pytest.raises(ValueError):
    parse_quoted_csv_line('a,"bc')
