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
