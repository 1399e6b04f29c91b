# domain: data_transformation
# function: parse_fixed_width_line
# query: Split a fixed-width text line into fields using a list of column widths, stripping each
#   field. Raise ValueError if any width is not positive or the line is shorter than the total width
#   minus the last column (the last column may be short or empty).

def parse_fixed_width_line(line, widths):
    fields = []
    position = 0
    for i, width in enumerate(widths):
        if width <= 0:
            raise ValueError("widths must be positive")
        if i < len(widths) - 1 and position + width > len(line):
            raise ValueError("line too short")
        fields.append(line[position:position + width].strip())
        position += width
    return fields

# --- tests ---
import pytest

assert parse_fixed_width_line("", []) == []
assert parse_fixed_width_line("ab  cd", [4, 2]) == ["ab", "cd"]
assert parse_fixed_width_line("ab  c", [4, 2]) == ["ab", "c"]
assert parse_fixed_width_line("ab  ", [4, 2]) == ["ab", ""]
assert parse_fixed_width_line("John  25 NY", [6, 3, 2]) == ["John", "25", "NY"]
assert parse_fixed_width_line("x", [1]) == ["x"]
with pytest.raises(ValueError):
    parse_fixed_width_line("ab", [4, 2])
with pytest.raises(ValueError):
    parse_fixed_width_line("abcd", [2, 0])
assert parse_fixed_width_line("abcdef", [2, 2, 2]) == ["ab", "cd", "ef"]

# --- implementation 2: column end offsets with accumulate, one length check ---
from itertools import accumulate


def parse_fixed_width_line(line, widths):
    if any(w <= 0 for w in widths):
        raise ValueError("non-positive width")
    ends = list(accumulate(widths))
    if len(ends) > 1 and len(line) < ends[-2]:
        raise ValueError("line too short")
    starts = [0] + ends[:-1]
    return [line[s:e].strip() for s, e in zip(starts, ends)]

# --- implementation 3: one regular expression with a group per column, the last one optional in length ---
import re


def parse_fixed_width_line(line, widths):
    if any(w < 1 for w in widths):
        raise ValueError("width must be positive")
    if not widths:
        return []
    pattern = "".join("(.{%d})" % w for w in widths[:-1]) + "(.{0,%d})" % widths[-1]
    match = re.match(pattern, line, re.DOTALL)
    if match is None:
        raise ValueError("line is too short")
    return [group.strip() for group in match.groups()]

# --- inputs ---
def random_input(rng):
    widths = [rng.randint(1, 4) for _ in range(rng.randint(0, 4))]
    if widths and rng.random() < 0.1:
        widths[rng.randrange(len(widths))] = rng.choice([0, -1])
    total = sum(max(w, 0) for w in widths)
    length = max(0, total + rng.choice([0, 0, -1, -2, -4, 1]))
    return ("".join(rng.choice("ab  1") for _ in range(length)), widths)
