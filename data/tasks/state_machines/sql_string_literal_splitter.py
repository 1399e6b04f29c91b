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

# --- implementation 2: split on semicolons followed by an even number of quotes ---
import re


def sql_string_literal_splitter(script):
    if script.count("'") % 2:
        raise ValueError("string literal is not closed")
    pieces = re.split(r";(?=(?:[^']*'[^']*')*[^']*$)", script)
    return [p.strip() for p in pieces if p.strip()]

# --- implementation 3: split on every ";", rejoin pieces while the quote count is odd ---
def sql_string_literal_splitter(script):
    statements = []
    pending = ""
    for piece in script.split(";"):
        pending = piece if not pending else pending + ";" + piece
        if pending.count("'") % 2 == 0:
            if pending.strip():
                statements.append(pending.strip())
            pending = ""
    if pending:
        raise ValueError("unterminated literal")
    return statements

# --- inputs ---
def random_input(rng):
    pool = ["SELECT 1", " ", "INSERT INTO t VALUES ('a;b')", "'it''s;ok'", "x", "DELETE FROM t", "''", "'a'"]
    script = rng.choice([";", "; ", ";;"]).join(rng.choice(pool) for _ in range(rng.randint(0, 4)))
    if rng.random() < 0.3:
        script += ";"
    if rng.random() < 0.1:
        script += " 'oops; x"
    return (script,)
