# domain: state_machines
# function: parse_key_value_protocol_line
# query: Parse a line of "key=value" pairs separated by semicolons, where a value may be wrapped in
#   double quotes to contain ";" or "=". Return a dict; raise ValueError on a missing "=", an
#   empty key or an unterminated quote.

def parse_key_value_protocol_line(line):
    result = {}
    state, key, value = "key", "", ""
    for ch in line + ";":
        if state == "key":
            if ch == "=":
                if not key:
                    raise ValueError("empty key")
                state = "value"
            elif ch == ";":
                if key:
                    raise ValueError("missing '='")
            else:
                key += ch
        elif state == "value":
            if ch == '"' and not value:
                state = "quoted"
            elif ch == ";":
                result[key] = value
                state, key, value = "key", "", ""
            else:
                value += ch
        elif ch == '"':
            state = "value"
        else:
            value += ch
    if state == "quoted":
        raise ValueError("unterminated quote")
    return result

# --- tests ---
import pytest

assert parse_key_value_protocol_line("") == {}
assert parse_key_value_protocol_line("a=1") == {"a": "1"}
assert parse_key_value_protocol_line("a=1;b=22") == {"a": "1", "b": "22"}
assert parse_key_value_protocol_line('msg="x;y=z";n=') == {"msg": "x;y=z", "n": ""}
assert parse_key_value_protocol_line("a=1;;b=2;") == {"a": "1", "b": "2"}
with pytest.raises(ValueError):
    parse_key_value_protocol_line("abc")
with pytest.raises(ValueError):
    parse_key_value_protocol_line("=5")
with pytest.raises(ValueError):
    parse_key_value_protocol_line('k="open')

# --- implementation 2: walk the line by index, jumping with str.find to "=", quotes and ";" ---
def parse_key_value_protocol_line(line):
    pairs = {}
    i, n = 0, len(line)
    while i < n:
        if line[i] == ";":
            i += 1
            continue
        j = i
        while j < n and line[j] not in "=;":
            j += 1
        if j == i:
            raise ValueError("empty key")
        if j == n or line[j] == ";":
            raise ValueError("missing '=' after %r" % line[i:j])
        key, i, value = line[i:j], j + 1, ""
        if line.startswith('"', i):
            close = line.find('"', i + 1)
            if close < 0:
                raise ValueError("unterminated quote")
            value, i = line[i + 1:close], close + 1
        end = line.find(";", i)
        end = n if end < 0 else end
        pairs[key] = value + line[i:end]
        i = end + 1
    return pairs

# --- implementation 3: peel the pairs off the front with str.partition ---
def parse_key_value_protocol_line(line):
    out = {}
    rest = line
    while rest:
        if rest[0] == ";":
            rest = rest[1:]
            continue
        key, eq, rest = rest.partition("=")
        if not eq or ";" in key:
            raise ValueError("missing '='")
        if key == "":
            raise ValueError("empty key")
        value = ""
        if rest[:1] == '"':
            value, closed, rest = rest[1:].partition('"')
            if not closed:
                raise ValueError("unterminated quote")
        tail, _, rest = rest.partition(";")
        out[key] = value + tail
    return out

# --- inputs ---
def random_input(rng):
    values = ["1", "22", "", '"x;y=z"', '"a"b', "a=b", '""', '"q"', 'p"q']
    parts = []
    for _ in range(rng.randint(0, 4)):
        r = rng.random()
        if r < 0.8:
            parts.append(rng.choice(["a", "b", "msg", "n"]) + "=" + rng.choice(values))
        else:
            parts.append(rng.choice(["", "", "abc", "=5"]))
    line = ";".join(parts)
    if rng.random() < 0.08:
        line += ';k="open'
    return (line,)
