# domain: state_machines
# function: ini_section_parser
# query: Parse INI-style lines into {section: {key: value}}: "[name]" starts a section, "key = value"
#   adds an entry to the current section (both sides stripped), blank lines and lines starting with ";"
#   or "#" are skipped. Raise ValueError for a key before any section or a line without "=".

def ini_section_parser(lines):
    data = {}
    section = None
    for raw in lines:
        line = raw.strip()
        if not line or line[0] in ";#":
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip()
            data.setdefault(section, {})
            continue
        if section is None:
            raise ValueError("entry outside section")
        key, sep, value = line.partition("=")
        if not sep:
            raise ValueError("missing '='")
        data[section][key.strip()] = value.strip()
    return data

# --- tests ---
import pytest

assert ini_section_parser([]) == {}
assert ini_section_parser(["[a]"]) == {"a": {}}
assert ini_section_parser(["[db]", "host = localhost", " port=5432 "]) == {"db": {"host": "localhost", "port": "5432"}}
assert ini_section_parser(["; c", "[x]", "", "# note", "k=v=w"]) == {"x": {"k": "v=w"}}
assert ini_section_parser(["[s]", "a=1", "[t]", "a=2", "[s]", "b=3"]) == {"s": {"a": "1", "b": "3"}, "t": {"a": "2"}}
assert ini_section_parser(["[ sp ]", "k ="]) == {"sp": {"k": ""}}
with pytest.raises(ValueError):
    ini_section_parser(["k=v"])
with pytest.raises(ValueError):
    ini_section_parser(["[s]", "novalue"])
