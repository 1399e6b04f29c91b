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

# --- implementation 2: a "target" list that receives each line, switched by the markers ---
def merge_conflict_marker_resolver(lines, keep="ours"):
    if keep not in {"ours", "theirs", "both"}:
        raise ValueError("unknown keep option %r" % keep)
    out = []
    target = out
    ours = theirs = None
    for line in lines:
        if line.startswith("<<<<<<<"):
            if target is not out:
                raise ValueError("conflict start inside a conflict")
            ours, theirs = [], []
            target = ours
        elif line.startswith("======="):
            if ours is None or target is not ours:
                raise ValueError("misplaced separator")
            target = theirs
        elif line.startswith(">>>>>>>"):
            if theirs is None or target is not theirs:
                raise ValueError("misplaced conflict end")
            out.extend({"ours": ours, "theirs": theirs, "both": ours + theirs}[keep])
            target = out
            ours = theirs = None
        else:
            target.append(line)
    if target is not out:
        raise ValueError("conflict never closed")
    return out

# --- implementation 3: scan by index, reading a whole conflict block at a time ---
def merge_conflict_marker_resolver(lines, keep="ours"):
    if keep not in ("ours", "theirs", "both"):
        raise ValueError(keep)
    markers = ("<<<<<<<", "=======", ">>>>>>>")
    resolved = []
    i = 0
    while i < len(lines):
        if not lines[i].startswith(markers):
            resolved.append(lines[i])
            i += 1
            continue
        sides = [[], []]
        for expected in range(3):
            if i >= len(lines) or not lines[i].startswith(markers[expected]):
                raise ValueError("bad conflict block")
            i += 1
            while expected < 2 and i < len(lines) and not lines[i].startswith(markers):
                sides[expected].append(lines[i])
                i += 1
        if keep in ("ours", "both"):
            resolved += sides[0]
        if keep in ("theirs", "both"):
            resolved += sides[1]
    return resolved

# --- inputs ---
def random_input(rng):
    lines = []
    for _ in range(rng.randint(0, 3)):
        lines += [rng.choice(["a", "x", "d"]) for _ in range(rng.randint(0, 2))]
        block = ["<<<<<<< H"] + ["1", "b"][:rng.randint(0, 2)] + ["======="] + ["2", "c"][:rng.randint(0, 2)] + [">>>>>>> f"]
        if rng.random() < 0.15:
            del block[rng.randrange(len(block))]
        lines += block
    if rng.random() < 0.1:
        lines.insert(rng.randint(0, len(lines)), rng.choice(["=======", ">>>>>>> z", "<<<<<<< q"]))
    keep = rng.choice(["ours", "theirs", "both"]) if rng.random() > 0.05 else "mine"
    return (lines, keep)
