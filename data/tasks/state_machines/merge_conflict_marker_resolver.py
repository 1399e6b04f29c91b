# domain: state_machines
# function: merge_conflict_marker_resolver
# query: Resolve git-style conflict blocks in a list of lines ("<<<<<<<" starts our side, "=======" switches
#   to their side, ">>>>>>>" ends the block) by keeping the side named by keep: "ours" (the default),
#   "theirs" or "both" (ours first);
#   lines outside conflicts are kept as they are. Return the resolved lines; raise ValueError for an
#   unknown keep option, misplaced or nested markers, or an unterminated conflict.

def merge_conflict_marker_resolver(lines, keep="ours"):
    if keep not in ("ours", "theirs", "both"):
        raise ValueError("keep must be ours, theirs or both")
    result, ours, theirs = [], [], []
    state = "normal"
    for line in lines:
        if line.startswith("<<<<<<<"):
            if state != "normal":
                raise ValueError("nested conflict start")
            state = "ours"
        elif line.startswith("======="):
            if state != "ours":
                raise ValueError("separator outside a conflict")
            state = "theirs"
        elif line.startswith(">>>>>>>"):
            if state != "theirs":
                raise ValueError("conflict end without separator")
            if keep != "theirs":
                result.extend(ours)
            if keep != "ours":
                result.extend(theirs)
            ours, theirs = [], []
            state = "normal"
        else:
            {"normal": result, "ours": ours, "theirs": theirs}[state].append(line)
    if state != "normal":
        raise ValueError("unterminated conflict")
    return result

# --- tests ---
import pytest

assert merge_conflict_marker_resolver(["a", "<<<<<<< HEAD", "b", "=======", "c", ">>>>>>> feature", "d"]) == ["a", "b", "d"]
assert merge_conflict_marker_resolver(["a", "<<<<<<< HEAD", "b", "=======", "c", ">>>>>>> feature", "d"], "theirs") == ["a", "c", "d"]
assert merge_conflict_marker_resolver(["a", "<<<<<<< HEAD", "b", "=======", "c", ">>>>>>> feature", "d"], "both") == ["a", "b", "c", "d"]
assert merge_conflict_marker_resolver(["<<<<<<< H", "1", "=======", "2", ">>>>>>> b", "x", "<<<<<<< H", "3", "=======", "4", ">>>>>>> b"], "theirs") == ["2", "x", "4"]
assert merge_conflict_marker_resolver(["<<<<<<< H", "1", "=======", "2", ">>>>>>> b", "x", "<<<<<<< H", "3", "=======", "4", ">>>>>>> b"], "both") == ["1", "2", "x", "3", "4"]
with pytest.raises(ValueError):
    merge_conflict_marker_resolver(["a"], "mine")
with pytest.raises(ValueError):
    merge_conflict_marker_resolver(["<<<<<<< a", "1", "=======", "2", "=======", "3", ">>>>>>> b"])
with pytest.raises(ValueError):
    merge_conflict_marker_resolver(["<<<<<<< a", "1", "<<<<<<< b", "2", "=======", "3", ">>>>>>> c"])
with pytest.raises(ValueError):
    merge_conflict_marker_resolver(["<<<<<<< H", "x", "======="])
with pytest.raises(ValueError):
    merge_conflict_marker_resolver(["<<<<<<< a", "1", ">>>>>>> b"])
