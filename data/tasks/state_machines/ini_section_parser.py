# domain: state_machines
# function: ini_section_parser
# query: Parse INI-style lines into {section: {key: value}}: "[name]" starts a section (the name is
#   stripped; a repeated section header continues adding to the same section), "key = value" adds an
#   entry to the current section (split at the first "=", both sides stripped, a repeated key keeps
#   the last value); lines are stripped, and blank lines and lines starting with ";" or "#" are
#   skipped. Raise ValueError for a key before any section or a line without "=".

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

# --- implementation 2: classify each line with regular expressions ---
import re


def ini_section_parser(lines):
    result = {}
    current = None
    for raw in lines:
        line = raw.strip()
        if line == "" or line.startswith((";", "#")):
            continue
        header = re.fullmatch(r"\[(.*)\]", line)
        if header:
            current = result.setdefault(header.group(1).strip(), {})
        elif current is None:
            raise ValueError("key outside any section: %r" % line)
        elif "=" not in line:
            raise ValueError("expected key = value: %r" % line)
        else:
            key, value = re.split(r"\s*=\s*", line, maxsplit=1)
            current[key] = value
    return result

# --- implementation 3: drop comments and blanks first, then split entries with str.split ---
def ini_section_parser(lines):
    sections = {}
    name = None
    meaningful = [l.strip() for l in lines if l.strip() and l.strip()[0] not in ";#"]
    for line in meaningful:
        if line[0] == "[" and line[-1] == "]":
            name = line[1:-1].strip()
            if name not in sections:
                sections[name] = {}
            continue
        if name is None or "=" not in line:
            raise ValueError("bad line %r" % line)
        pieces = line.split("=", 1)
        sections[name][pieces[0].strip()] = pieces[1].strip()
    return sections

# --- inputs ---
def random_input(rng):
    pool = ["[db]", "[ sp ]", "[x]", "host = localhost", " port=5432 ", "k=v=w", "k =", "; c", "# note", "", "a=1", "  ", "novalue", "[]", "a = 2"]
    lines = [rng.choice(pool) for _ in range(rng.randint(0, 7))]
    if rng.random() < 0.85:
        lines.insert(0, rng.choice(["[s]", "[t]", "; top"]))
    return (lines,)
