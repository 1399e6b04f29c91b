# domain: state_machines
# function: csv_line_state_parser
# query: Split one CSV line into fields: commas separate fields, a field may be double-quoted (then
#   it may contain commas), and "" inside quotes is a literal quote. Return the list of field
#   strings (an empty line gives [""]); raise ValueError if a quote is left open.

def csv_line_state_parser(line):
    fields, current = [], ""
    state = "start"
    i = 0
    while i < len(line):
        ch = line[i]
        if state == "quoted":
            if ch == '"':
                if i + 1 < len(line) and line[i + 1] == '"':
                    current += '"'
                    i += 1
                else:
                    state = "plain"
            else:
                current += ch
        elif ch == ",":
            fields.append(current)
            current, state = "", "start"
        elif ch == '"' and state == "start":
            state = "quoted"
        else:
            current += ch
            state = "plain"
        i += 1
    if state == "quoted":
        raise ValueError("unterminated quote")
    fields.append(current)
    return fields

# --- tests ---
import pytest

assert csv_line_state_parser("") == [""]
assert csv_line_state_parser("a") == ["a"]
assert csv_line_state_parser("a,b,,c") == ["a", "b", "", "c"]
assert csv_line_state_parser('"x,y",z') == ["x,y", "z"]
assert csv_line_state_parser('"say ""hi""",2') == ['say "hi"', "2"]
assert csv_line_state_parser('a"b,c') == ['a"b', "c"]
assert csv_line_state_parser(",") == ["", ""]
assert csv_line_state_parser('""') == [""]
with pytest.raises(ValueError):
    csv_line_state_parser('"abc')
