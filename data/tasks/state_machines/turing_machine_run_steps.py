# domain: state_machines
# function: turing_machine_run_steps
# query: Simulate a Turing machine: its transition table maps (state, symbol) to (new_state,
#   symbol_to_write, move) with move "L", "R" or anything else to stay, and it runs over the
#   input tape with the head on the first character ("_" is blank), beginning in state start.
#   Return (tape_with_outer_blanks_stripped, steps_taken) once the halt state is reached; raise
#   RuntimeError after max_steps steps (default 1000) without halting and ValueError when no
#   transition exists.

def turing_machine_run_steps(table, tape, start, halt, max_steps=1000):
    cells = dict(enumerate(tape))
    state, head, steps = start, 0, 0
    while state != halt:
        if steps >= max_steps:
            raise RuntimeError("step limit reached")
        symbol = cells.get(head, "_")
        if (state, symbol) not in table:
            raise ValueError("no transition for state and symbol")
        state, write, move = table[(state, symbol)]
        cells[head] = write
        if move == "R":
            head += 1
        elif move == "L":
            head -= 1
        steps += 1
    if not cells:
        return "", steps
    lo, hi = min(cells), max(cells)
    text = "".join(cells.get(i, "_") for i in range(lo, hi + 1))
    return text.strip("_"), steps

# --- tests ---
import pytest

assert turing_machine_run_steps({("right", "0"): ("right", "0", "R"), ("right", "1"): ("right", "1", "R"), ("right", "_"): ("carry", "_", "L"), ("carry", "1"): ("carry", "0", "L"), ("carry", "0"): ("done", "1", "N"), ("carry", "_"): ("done", "1", "N")}, "1011", "right", "done") == ("1100", 8)
assert turing_machine_run_steps({("right", "0"): ("right", "0", "R"), ("right", "1"): ("right", "1", "R"), ("right", "_"): ("carry", "_", "L"), ("carry", "1"): ("carry", "0", "L"), ("carry", "0"): ("done", "1", "N"), ("carry", "_"): ("done", "1", "N")}, "111", "right", "done") == ("1000", 8)
assert turing_machine_run_steps({("right", "0"): ("right", "0", "R"), ("right", "1"): ("right", "1", "R"), ("right", "_"): ("carry", "_", "L"), ("carry", "1"): ("carry", "0", "L"), ("carry", "0"): ("done", "1", "N"), ("carry", "_"): ("done", "1", "N")}, "0", "right", "done") == ("1", 3)
assert turing_machine_run_steps({("right", "0"): ("right", "0", "R"), ("right", "1"): ("right", "1", "R"), ("right", "_"): ("carry", "_", "L"), ("carry", "1"): ("carry", "0", "L"), ("carry", "0"): ("done", "1", "N"), ("carry", "_"): ("done", "1", "N")}, "", "right", "done") == ("1", 2)
assert turing_machine_run_steps({}, "", "h", "h") == ("", 0)
assert turing_machine_run_steps({("s", "1"): ("s", "1", "R"), ("s", "_"): ("h", "_", "N")}, "1" * 999, "s", "h") == ("1" * 999, 1000)
assert turing_machine_run_steps({("s", "_"): ("t", "x", "L"), ("t", "_"): ("h", "y", "L")}, "", "s", "h") == ("yx", 2)
with pytest.raises(RuntimeError):
    turing_machine_run_steps({("right", "0"): ("right", "0", "R"), ("right", "1"): ("right", "1", "R"), ("right", "_"): ("carry", "_", "L"), ("carry", "1"): ("carry", "0", "L"), ("carry", "0"): ("done", "1", "N"), ("carry", "_"): ("done", "1", "N")}, "1011", "right", "done", 7)
with pytest.raises(RuntimeError):
    turing_machine_run_steps({("s", "1"): ("s", "1", "R"), ("s", "_"): ("h", "_", "N")}, "1" * 1000, "s", "h")
with pytest.raises(ValueError):
    turing_machine_run_steps({("right", "0"): ("right", "0", "R"), ("right", "1"): ("right", "1", "R"), ("right", "_"): ("carry", "_", "L"), ("carry", "1"): ("carry", "0", "L"), ("carry", "0"): ("done", "1", "N"), ("carry", "_"): ("done", "1", "N")}, "12", "right", "done")

# --- implementation 2: the tape as a list that grows at either end as the head moves ---
def turing_machine_run_steps(table, tape, start, halt, max_steps=1000):
    cells = list(tape)
    head = 0
    state = start
    for steps in range(max_steps + 1):
        if state == halt:
            return "".join(cells).strip("_"), steps
        if steps == max_steps:
            break
        if head == len(cells):
            cells.append("_")
        key = (state, cells[head])
        if key not in table:
            raise ValueError("no transition for %r" % (key,))
        state, cells[head], move = table[key]
        head += {"R": 1, "L": -1}.get(move, 0)
        if head < 0:
            cells.insert(0, "_")
            head = 0
    raise RuntimeError("no halt within %d steps" % max_steps)

# --- implementation 3: a zipper tape, the cells left of the head and the head plus the cells right of it ---
def turing_machine_run_steps(table, tape, start, halt, max_steps=1000):
    left, right = [], list(tape)
    state, count = start, 0
    while state != halt:
        if count >= max_steps:
            raise RuntimeError("machine did not halt")
        symbol = right[0] if right else "_"
        if (state, symbol) not in table:
            raise ValueError("missing transition")
        state, written, move = table[(state, symbol)]
        right[:1] = [written]
        if move == "R":
            left.append(right.pop(0))
        elif move == "L":
            right.insert(0, left.pop() if left else "_")
        count += 1
    return "".join(left + right).strip("_"), count

# --- inputs ---
def random_input(rng):
    inc = {("right", "0"): ("right", "0", "R"), ("right", "1"): ("right", "1", "R"), ("right", "_"): ("carry", "_", "L"),
           ("carry", "1"): ("carry", "0", "L"), ("carry", "0"): ("done", "1", "N"), ("carry", "_"): ("done", "1", "N")}
    walk = {("s", "_"): ("t", "x", "L"), ("t", "_"): ("h", "y", "L"), ("s", "1"): ("s", "1", "R"), ("t", "1"): ("t", "_", "R")}
    if rng.random() < 0.6:
        tape = "".join(rng.choice("01") for _ in range(rng.randint(0, 6)))
        if rng.random() < 0.1:
            tape += "2"
        args = (inc, tape, "right", "done")
    else:
        args = (walk, "".join(rng.choice("1_") for _ in range(rng.randint(0, 4))), "s", "h")
    if rng.random() < 0.3:
        args += (rng.randint(0, 10),)
    return args
