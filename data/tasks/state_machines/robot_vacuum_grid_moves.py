# domain: state_machines
# function: robot_vacuum_grid_moves
# query: A robot vacuum on a width x height grid starts at (0, 0) facing "N" (north increases y).
#   Commands: "L"/"R" turn 90 degrees, "F" moves one cell forward unless that would leave the grid, in
#   which case it stays and counts a bump. Return (x, y, facing, bumps); raise ValueError for unknown
#   commands.

def robot_vacuum_grid_moves(width, height, commands):
    headings = ["N", "E", "S", "W"]
    steps = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}
    x = y = 0
    facing = 0
    bumps = 0
    for cmd in commands:
        if cmd == "L":
            facing = (facing - 1) % 4
        elif cmd == "R":
            facing = (facing + 1) % 4
        elif cmd == "F":
            dx, dy = steps[headings[facing]]
            nx, ny = x + dx, y + dy
            if 0 <= nx < width and 0 <= ny < height:
                x, y = nx, ny
            else:
                bumps += 1
        else:
            raise ValueError("unknown command")
    return x, y, headings[facing], bumps

# --- tests ---
import pytest

assert robot_vacuum_grid_moves(3, 3, []) == (0, 0, "N", 0)
assert robot_vacuum_grid_moves(3, 3, ["F", "F"]) == (0, 2, "N", 0)
assert robot_vacuum_grid_moves(3, 3, ["F", "F", "F"]) == (0, 2, "N", 1)
assert robot_vacuum_grid_moves(3, 3, ["L", "F"]) == (0, 0, "W", 1)
assert robot_vacuum_grid_moves(3, 3, ["R", "F", "F", "F", "R", "F"]) == (2, 0, "S", 2)
assert robot_vacuum_grid_moves(2, 4, ["R", "F", "L", "F", "L", "L"]) == (1, 1, "S", 0)
assert robot_vacuum_grid_moves(1, 1, ["F", "R", "F", "R", "F", "R", "F"]) == (0, 0, "W", 4)
with pytest.raises(ValueError):
    robot_vacuum_grid_moves(3, 3, ["B"])
