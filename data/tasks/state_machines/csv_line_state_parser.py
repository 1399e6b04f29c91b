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

# --- implementation 2: jump between quotes and commas with str.find ---
def csv_line_state_parser(line):
    fields = []
    i, n = 0, len(line)
    while True:
        value = ""
        if i < n and line[i] == '"':
            i += 1
            while True:
                j = line.find('"', i)
                if j < 0:
                    raise ValueError("unterminated quoted field")
                value += line[i:j]
                if line[j + 1:j + 2] != '"':
                    i = j + 1
                    break
                value += '"'
                i = j + 2
        k = line.find(",", i)
        k = n if k < 0 else k
        fields.append(value + line[i:k])
        if k == n:
            return fields
        i = k + 1

# --- implementation 3: regular expressions for a quoted head and for the unquoted rest ---
import re

QUOTED_HEAD = re.compile(r'"((?:[^"]|"")*)"(?!")')
UNQUOTED = re.compile(r"[^,]*")


def csv_line_state_parser(line):
    out = []
    pos = 0
    while True:
        head = ""
        if line.startswith('"', pos):
            m = QUOTED_HEAD.match(line, pos)
            if not m:
                raise ValueError("open quote at %d" % pos)
            head, pos = m.group(1).replace('""', '"'), m.end()
        rest = UNQUOTED.match(line, pos)
        out.append(head + rest.group())
        pos = rest.end()
        if pos >= len(line):
            return out
        pos += 1

# --- inputs ---
def random_input(rng):
    pieces = []
    for _ in range(rng.randint(1, 4)):
        r = rng.random()
        if r < 0.4:
            pieces.append("".join(rng.choice("ab ") for _ in range(rng.randint(0, 3))))
        elif r < 0.8:
            inner = "".join(rng.choice(["a", ",", '""', "b"]) for _ in range(rng.randint(0, 3)))
            pieces.append('"' + inner + '"' + rng.choice(["", "", "x", '"']))
        else:
            pieces.append("".join(rng.choice('a",') for _ in range(rng.randint(1, 4))))
    return (",".join(pieces),)
