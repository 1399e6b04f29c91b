# domain: state_machines
# function: chess_clock_simulator
# query: Simulate a two-player chess clock: both players start with budget seconds, white plays
#   first, and each move adds increment seconds to the mover's clock after the time spent
#   (moves lists the elapsed seconds of each move in turn; the turn passes after each). Return
#   the winner "white"/"black" if someone's time drops to zero or below (the other player
#   wins), otherwise the tuple of remaining times (white, black).

def chess_clock_simulator(budget, increment, moves):
    remaining = {"white": budget, "black": budget}
    turn = "white"
    for spent in moves:
        remaining[turn] -= spent
        if remaining[turn] <= 0:
            return "black" if turn == "white" else "white"
        remaining[turn] += increment
        turn = "black" if turn == "white" else "white"
    return remaining["white"], remaining["black"]

# --- tests ---
import pytest

assert chess_clock_simulator(60, 0, []) == (60, 60)
assert chess_clock_simulator(60, 0, [10]) == (50, 60)
assert chess_clock_simulator(60, 2, [10, 5, 3]) == (51, 57)
assert chess_clock_simulator(10, 0, [10]) == "black"
assert chess_clock_simulator(10, 0, [9, 10]) == "white"
assert chess_clock_simulator(10, 5, [9, 1, 5]) == (6, 14)
assert chess_clock_simulator(10, 5, [9, 1, 6]) == "black"
assert chess_clock_simulator(5, 1, [4, 4, 1]) == (2, 2)

# --- implementation 2: a two-slot list indexed by the move number's parity ---
def chess_clock_simulator(budget, increment, moves):
    clocks = [budget, budget]
    for number, spent in enumerate(moves):
        side = number % 2
        clocks[side] -= spent
        if clocks[side] <= 0:
            return ("black", "white")[side]
        clocks[side] += increment
    return tuple(clocks)

# --- implementation 3: swap the mover's and the waiting player's clocks after each move ---
def chess_clock_simulator(budget, increment, moves):
    mover, waiting = budget, budget
    white_to_move = True
    for spent in moves:
        if mover - spent <= 0:
            return "black" if white_to_move else "white"
        mover, waiting = waiting, mover - spent + increment
        white_to_move = not white_to_move
    return (mover, waiting) if white_to_move else (waiting, mover)

# --- implementation 4: alternate the players with itertools.cycle, clocks in a dict ---
from itertools import cycle


def chess_clock_simulator(budget, increment, moves):
    clock = {"white": budget, "black": budget}
    opponent = {"white": "black", "black": "white"}
    for player, spent in zip(cycle(("white", "black")), moves):
        left = clock[player] - spent
        if left <= 0:
            return opponent[player]
        clock[player] = left + increment
    return (clock["white"], clock["black"])

# --- inputs ---
def random_input(rng):
    budget = rng.choice([5, 10, 30, 60])
    moves = [rng.randint(0, budget // 2 + 2) for _ in range(rng.randint(0, 8))]
    return (budget, rng.choice([0, 0, 1, 2, 5]), moves)
