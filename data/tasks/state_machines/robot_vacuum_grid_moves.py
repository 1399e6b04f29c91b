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

# --- implementation 2: a direction vector rotated by swapping and negating its components ---
def robot_vacuum_grid_moves(width, height, commands):
    names = {(0, 1): "N", (1, 0): "E", (0, -1): "S", (-1, 0): "W"}
    x, y, dx, dy = 0, 0, 0, 1
    bumps = 0
    for c in commands:
        if c == "L":
            dx, dy = -dy, dx
        elif c == "R":
            dx, dy = dy, -dx
        elif c == "F":
            if x + dx in range(width) and y + dy in range(height):
                x, y = x + dx, y + dy
            else:
                bumps += 1
        else:
            raise ValueError("unknown command %r" % c)
    return (x, y, names[(dx, dy)], bumps)

# --- implementation 3: position and heading as complex numbers; a turn multiplies by +-1j ---
def robot_vacuum_grid_moves(width, height, commands):
    compass = {1j: "N", 1: "E", -1j: "S", -1: "W"}
    pos, heading, bumped = 0j, 1j, 0
    for command in commands:
        if command in ("L", "R"):
            heading *= 1j if command == "L" else -1j
        elif command == "F":
            ahead = pos + heading
            if 0 <= ahead.real < width and 0 <= ahead.imag < height:
                pos = ahead
            else:
                bumped += 1
        else:
            raise ValueError(command)
    return int(pos.real), int(pos.imag), compass[heading], bumped

# --- implementation 4: heading as an index into "NESW", the position clamped by comparing with min/max ---
def robot_vacuum_grid_moves(width, height, commands):
    compass = "NESW"
    deltas = [(0, 1), (1, 0), (0, -1), (-1, 0)]
    x = y = turn = bumps = 0
    for cmd in commands:
        if cmd not in ("L", "R", "F"):
            raise ValueError("unknown command %r" % cmd)
        if cmd != "F":
            turn = (turn + (1 if cmd == "R" else 3)) % 4
            continue
        dx, dy = deltas[turn]
        nx = min(max(x + dx, 0), width - 1)
        ny = min(max(y + dy, 0), height - 1)
        bumps += (nx, ny) == (x, y)
        x, y = nx, ny
    return x, y, compass[turn], bumps

# --- inputs ---
def random_input(rng):
    commands = [rng.choice("LRFFF") for _ in range(rng.randint(0, 12))]
    if rng.random() < 0.05:
        commands.append("B")
    return (rng.randint(1, 4), rng.randint(1, 4), commands)
