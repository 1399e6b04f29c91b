# domain: collections
# function: text_editor_undo_redo
# query: Simulate a text buffer, starting empty, with operations ("type", s) appending s, ("undo",)
#   reverting the latest not-undone typing and ("redo",) re-applying the latest undone one;
#   typing clears the redo history, and undo/redo with nothing to undo/redo do nothing. Return
#   the final text.

def text_editor_undo_redo(operations):
    text = ""
    undo_stack = []
    redo_stack = []
    for op in operations:
        if op[0] == "type":
            undo_stack.append(text)
            text = text + op[1]
            redo_stack = []
        elif op[0] == "undo":
            if undo_stack:
                redo_stack.append(text)
                text = undo_stack.pop()
        elif op[0] == "redo":
            if redo_stack:
                undo_stack.append(text)
                text = redo_stack.pop()
    return text

# --- tests ---
import pytest

assert text_editor_undo_redo([]) == ""
assert text_editor_undo_redo([("type", "ab"), ("type", "c")]) == "abc"
assert text_editor_undo_redo([("type", "ab"), ("type", "c"), ("undo",)]) == "ab"
assert text_editor_undo_redo([("type", "ab"), ("undo",), ("redo",)]) == "ab"
assert text_editor_undo_redo([("undo",), ("redo",), ("type", "x")]) == "x"
assert text_editor_undo_redo([("type", "a"), ("type", "b"), ("undo",), ("type", "c"), ("redo",)]) == "ac"
assert text_editor_undo_redo([("type", "a"), ("type", "b"), ("undo",), ("undo",), ("redo",)]) == "a"
assert text_editor_undo_redo([("type", "a"), ("undo",), ("undo",), ("redo",), ("redo",)]) == "a"

# --- implementation 2: a history of snapshots with a cursor ---
def text_editor_undo_redo(operations):
    history = [""]
    cursor = 0
    for op in operations:
        kind = op[0]
        if kind == "type":
            history = history[:cursor + 1] + [history[cursor] + op[1]]
            cursor += 1
        elif kind == "undo" and cursor > 0:
            cursor -= 1
        elif kind == "redo" and cursor < len(history) - 1:
            cursor += 1
    return history[cursor]

# --- implementation 3: keep the typed pieces; undo moves the last piece aside, redo brings it back ---
def text_editor_undo_redo(operations):
    pieces = []
    undone = []
    for action, *args in operations:
        if action == "type":
            pieces.append(args[0])
            undone.clear()
        elif action == "undo" and pieces:
            undone.append(pieces.pop())
        elif action == "redo" and undone:
            pieces.append(undone.pop())
    return "".join(pieces)

# --- inputs ---
def random_input(rng):
    ops = []
    for _ in range(rng.randint(0, 10)):
        r = rng.random()
        if r < 0.4:
            ops.append(("type", rng.choice(["a", "b", "cd", ""])))
        elif r < 0.7:
            ops.append(("undo",))
        else:
            ops.append(("redo",))
    return (ops,)
