# domain: collections
# function: text_editor_undo_redo
# query: Simulate a text buffer with operations ("type", s), ("undo",) and ("redo",) using two stacks;
#   typing clears the redo history, and undo/redo with nothing to undo/redo do nothing. Return the final text.

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
