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
