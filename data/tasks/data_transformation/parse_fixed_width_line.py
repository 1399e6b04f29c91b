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
