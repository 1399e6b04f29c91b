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

# --- implementation 2: a regular expression for the level prefix, records as lists of lines ---
import re

SEVERITY = {"INFO": 1, "WARN": 2, "ERROR": 3}


def log_level_filter_fsm(lines, min_level):
    if min_level not in SEVERITY:
        raise ValueError("unknown minimum level %r" % min_level)
    records = []
    for line in lines:
        if line[:1].isspace():
            if not records:
                raise ValueError("continuation line without a record")
            records[-1][1].append(line)
            continue
        m = re.match(r"\[([^\]]*)\]", line)
        if m is None or m.group(1) not in SEVERITY:
            raise ValueError("unknown level in %r" % line)
        records.append((SEVERITY[m.group(1)], [line]))
    return ["\n".join(body) for level, body in records if level >= SEVERITY[min_level]]

# --- implementation 3: join continuation lines onto the previous record's string, filter afterwards ---
def log_level_filter_fsm(lines, min_level):
    order = ["INFO", "WARN", "ERROR"]
    if min_level not in order:
        raise ValueError(min_level)
    levels, texts = [], []
    for line in lines:
        if line and line[0].isspace():
            if not texts:
                raise ValueError("orphan continuation line")
            texts[-1] += "\n" + line
        else:
            head, bracket, _ = line[1:].partition("]")
            if not line.startswith("[") or not bracket or head not in order:
                raise ValueError("bad level")
            levels.append(order.index(head))
            texts.append(line)
    threshold = order.index(min_level)
    return [t for lv, t in zip(levels, texts) if lv >= threshold]

# --- inputs ---
def random_input(rng):
    pool = ["[INFO] a", "[WARN] b", "[ERROR] boom", "  at f()", "\tat g()", "[INFO]x", "[DEBUG] x", "no bracket"]
    weights = [5, 5, 5, 4, 2, 1, 0.3, 0.3]
    lines = rng.choices(pool, weights, k=rng.randint(0, 6))
    if lines and lines[0][0].isspace() and rng.random() < 0.8:
        lines.insert(0, "[WARN] w")
    level = rng.choice(["INFO", "WARN", "ERROR"]) if rng.random() > 0.05 else "TRACE"
    return (lines, level)
