# domain: string_processing
# function: expand_tabs_to_tab_stops
# query: Replace tab characters in a single line with spaces so that text after each tab starts at
#   the next multiple of tab_size columns (default 4; column counting restarts after "\n").
#   Raise ValueError if tab_size is less than 1.

def expand_tabs_to_tab_stops(line, tab_size=4):
    if tab_size < 1:
        raise ValueError("tab_size must be positive")
    out = []
    column = 0
    for ch in line:
        if ch == "\t":
            spaces = tab_size - column % tab_size
            out.append(" " * spaces)
            column += spaces
        elif ch == "\n":
            out.append(ch)
            column = 0
        else:
            out.append(ch)
            column += 1
    return "".join(out)

# --- tests ---
import pytest

assert expand_tabs_to_tab_stops("") == ""
assert expand_tabs_to_tab_stops("\t") == "    "
assert expand_tabs_to_tab_stops("a\tb") == "a   b"
assert expand_tabs_to_tab_stops("abcd\te") == "abcd    e"
assert expand_tabs_to_tab_stops("abc\t\tx") == "abc     x"
assert expand_tabs_to_tab_stops("ab\tc", 8) == "ab      c"
assert expand_tabs_to_tab_stops("a\nb\tc") == "a\nb   c"
assert expand_tabs_to_tab_stops("x\ty", 1) == "x y"
with pytest.raises(ValueError):
    expand_tabs_to_tab_stops("a\tb", 0)

# --- implementation 2: split each line at the tabs and pad every piece up to the next stop ---
def expand_tabs_to_tab_stops(line, tab_size=4):
    if tab_size < 1:
        raise ValueError("tab_size must be at least 1")
    rows = []
    for row in line.split("\n"):
        *pieces, last = row.split("\t")
        expanded = ""
        for piece in pieces:
            expanded += piece
            expanded += " " * (tab_size - len(expanded) % tab_size)
        rows.append(expanded + last)
    return "\n".join(rows)

# --- implementation 3: str.expandtabs on each "\n"-separated part ---
def expand_tabs_to_tab_stops(line, tab_size=4):
    if tab_size <= 0:
        raise ValueError(tab_size)
    parts = line.split("\n")
    return "\n".join(part.expandtabs(tab_size) for part in parts)

# --- implementation 4: build the output string, measuring the column from its last newline at each tab ---
def expand_tabs_to_tab_stops(line, tab_size=4):
    if tab_size < 1:
        raise ValueError("tab stops must be at least one column apart")
    result = ""
    for ch in line:
        if ch == "\t":
            line_start = result.rfind("\n") + 1
            width = len(result) - line_start
            result += " " * (tab_size - width % tab_size)
        else:
            result += ch
    return result

# --- inputs ---
def random_input(rng):
    text = "".join(rng.choice(["a", "bc", "abcd", "\t", "\t", "\n", " ", "x"]) for _ in range(rng.randint(0, 8)))
    if rng.random() < 0.3:
        return (text,)
    return (text, rng.choice([1, 2, 3, 4, 8]) if rng.random() > 0.06 else rng.choice([0, -1]))
