# domain: string_processing
# function: fill_curly_brace_template
# query: Fill a template where placeholders look like {name} using values from a dict (values are
#   converted with str). "{{" and "}}" are escapes for literal braces. Raise KeyError for a
#   placeholder missing from the dict ("{}" looks up the empty name) and ValueError for an
#   unclosed "{" or a stray single "}".

def fill_curly_brace_template(template, values):
    out = []
    i = 0
    n = len(template)
    while i < n:
        ch = template[i]
        if ch == "{" and i + 1 < n and template[i + 1] == "{":
            out.append("{")
            i += 2
        elif ch == "}" and i + 1 < n and template[i + 1] == "}":
            out.append("}")
            i += 2
        elif ch == "{":
            end = template.find("}", i + 1)
            if end == -1:
                raise ValueError("unclosed placeholder")
            out.append(str(values[template[i + 1:end]]))
            i = end + 1
        elif ch == "}":
            raise ValueError("stray closing brace")
        else:
            out.append(ch)
            i += 1
    return "".join(out)

# --- tests ---
import pytest

assert fill_curly_brace_template("", {}) == ""
assert fill_curly_brace_template("Hi {name}!", {"name": "Ann"}) == "Hi Ann!"
assert fill_curly_brace_template("{a}{b}", {"a": 1, "b": 2}) == "12"
assert fill_curly_brace_template("{{literal}} {x}", {"x": 0}) == "{literal} 0"
assert fill_curly_brace_template("a}}", {}) == "a}"
assert fill_curly_brace_template("{}", {"": "e"}) == "e"
assert fill_curly_brace_template("{x}{{", {"x": "y"}) == "y{"
with pytest.raises(KeyError):
    fill_curly_brace_template("{missing}", {})
with pytest.raises(ValueError):
    fill_curly_brace_template("abc{", {})
with pytest.raises(ValueError):
    fill_curly_brace_template("abc}", {})

# --- implementation 2: one regular expression for escapes, placeholders, stray braces and plain text ---
import re

PART = re.compile(r"\{\{|\}\}|\{([^}]*)\}|[{}]|[^{}]+")


def fill_curly_brace_template(template, values):
    pieces = []
    for m in PART.finditer(template):
        token = m.group()
        if token in ("{{", "}}"):
            pieces.append(token[0])
        elif token in ("{", "}"):
            raise ValueError("unmatched %r in template" % token)
        elif token[0] == "{":
            pieces.append(str(values[m.group(1)]))
        else:
            pieces.append(token)
    return "".join(pieces)

# --- implementation 3: jump from brace to brace with re.search, copying the text in between ---
import re

BRACE = re.compile(r"[{}]")


def fill_curly_brace_template(template, values):
    result = ""
    pos = 0
    while True:
        m = BRACE.search(template, pos)
        if m is None:
            return result + template[pos:]
        at = m.start()
        result += template[pos:at]
        if template[at:at + 2] in ("{{", "}}"):
            result += template[at]
            pos = at + 2
        elif template[at] == "}":
            raise ValueError("single '}' at %d" % at)
        else:
            close = template.find("}", at)
            if close < 0:
                raise ValueError("'{' never closed")
            result += str(values[template[at + 1:close]])
            pos = close + 1

# --- inputs ---
def random_input(rng):
    values = {"name": "Ann", "a": 1, "b": 2, "x": 0, "": "e"}
    pool = ["Hi ", "{name}", "!", "{a}", "{b}", "{{", "}}", "{x}", "{}", " ", "literal", "{missing}"]
    template = "".join(rng.choice(pool) for _ in range(rng.randint(0, 5)))
    if rng.random() < 0.08:
        template += rng.choice(["{", "}", "a}", "{y"])
    return (template, values)
