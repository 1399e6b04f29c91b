# domain: state_machines
# function: sql_string_literal_splitter
# query: Split a SQL script into statements on ";" while ignoring semicolons inside single-quoted
#   string literals (where '' is an escaped quote). Strip each statement and drop empty ones. Raise
#   ValueError if a string literal is not closed.

def sql_string_literal_splitter(script):
    statements = []
    current = []
    in_string = False
    for ch in script:
        if ch == "'":
            in_string = not in_string
            current.append(ch)
        elif ch == ";" and not in_string:
            statement = "".join(current).strip()
            if statement:
                statements.append(statement)
            current = []
        else:
            current.append(ch)
    if in_string:
        raise ValueError("unterminated string literal")
    tail = "".join(current).strip()
    if tail:
        statements.append(tail)
    return statements

# --- tests ---
import pytest

assert sql_string_literal_splitter("") == []
assert sql_string_literal_splitter(" ; ;") == []
assert sql_string_literal_splitter("SELECT 1") == ["SELECT 1"]
assert sql_string_literal_splitter("SELECT 1; SELECT 2;") == ["SELECT 1", "SELECT 2"]
assert sql_string_literal_splitter("INSERT INTO t VALUES ('a;b'); DELETE FROM t") == ["INSERT INTO t VALUES ('a;b')", "DELETE FROM t"]
assert sql_string_literal_splitter("SELECT 'it''s;ok';x") == ["SELECT 'it''s;ok'", "x"]
with pytest.raises(ValueError):
    sql_string_literal_splitter("SELECT 'oops; x")
assert sql_string_literal_splitter("a;;b") == ["a", "b"]
