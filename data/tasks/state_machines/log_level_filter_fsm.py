# domain: state_machines
# function: log_level_filter_fsm
# query: Group log lines into records: a line starting with "[LEVEL]" (INFO, WARN, ERROR) starts a new
#   record, and following lines that start with whitespace are continuation lines of the current
#   record. Return the records of at least min_level as joined strings (lines joined with "\n");
#   raise ValueError for a continuation line with no open record or an unknown level.

def log_level_filter_fsm(lines, min_level):
    ranks = {"INFO": 0, "WARN": 1, "ERROR": 2}
    if min_level not in ranks:
        raise ValueError("unknown level")
    records = []
    current = None
    for line in lines:
        if line[:1].isspace():
            if current is None:
                raise ValueError("orphan continuation")
            current[1].append(line)
            continue
        level = line[1:line.find("]")] if line.startswith("[") else ""
        if level not in ranks:
            raise ValueError("unknown level")
        current = (level, [line])
        records.append(current)
    return ["\n".join(r[1]) for r in records if ranks[r[0]] >= ranks[min_level]]

# --- tests ---
import pytest

assert log_level_filter_fsm([], "INFO") == []
assert log_level_filter_fsm(["[INFO] a", "[ERROR] b"], "INFO") == ["[INFO] a", "[ERROR] b"]
assert log_level_filter_fsm(["[INFO] a", "[WARN] b", "[ERROR] c"], "WARN") == ["[WARN] b", "[ERROR] c"]
assert log_level_filter_fsm(["[ERROR] boom", "  at f()", "\tat g()", "[INFO] ok"], "ERROR") == ["[ERROR] boom\n  at f()\n\tat g()"]
assert log_level_filter_fsm(["[WARN] w"], "ERROR") == []
with pytest.raises(ValueError):
    log_level_filter_fsm(["  dangling"], "INFO")
with pytest.raises(ValueError):
    log_level_filter_fsm(["[DEBUG] x"], "INFO")
with pytest.raises(ValueError):
    log_level_filter_fsm(["no bracket"], "INFO")
with pytest.raises(ValueError):
    log_level_filter_fsm([], "TRACE")
