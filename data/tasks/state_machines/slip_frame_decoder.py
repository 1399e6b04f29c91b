# domain: state_machines
# function: slip_frame_decoder
# query: Decode data, a stream of SLIP-encoded bytes (list of ints), into frames: 0xC0 ends a frame,
#   0xDB 0xDC stands for a literal 0xC0 and 0xDB 0xDD for a literal 0xDB. Return the list of
#   non-empty frames (each a list of ints), dropping a trailing frame that has no terminating
#   0xC0; raise ValueError for an invalid escape or a stream that ends right after 0xDB.

def slip_frame_decoder(data):
    END, ESC, ESC_END, ESC_ESC = 0xC0, 0xDB, 0xDC, 0xDD
    frames, current = [], []
    escaped = False
    for byte in data:
        if escaped:
            if byte == ESC_END:
                current.append(END)
            elif byte == ESC_ESC:
                current.append(ESC)
            else:
                raise ValueError("invalid escape sequence")
            escaped = False
        elif byte == ESC:
            escaped = True
        elif byte == END:
            if current:
                frames.append(current)
            current = []
        else:
            current.append(byte)
    if escaped:
        raise ValueError("stream ends inside an escape")
    return frames

# --- tests ---
import pytest

assert slip_frame_decoder([]) == []
assert slip_frame_decoder([1, 2, 0xC0]) == [[1, 2]]
assert slip_frame_decoder([0xC0, 0xC0, 5, 0xC0]) == [[5]]
assert slip_frame_decoder([1, 0xDB, 0xDC, 2, 0xC0]) == [[1, 0xC0, 2]]
assert slip_frame_decoder([0xDB, 0xDD, 0xC0, 7, 0xC0]) == [[0xDB], [7]]
assert slip_frame_decoder([9, 0xC0, 3, 4]) == [[9]]
assert slip_frame_decoder([0xDC, 0xDD, 0xC1, 0xDA, 0xC0]) == [[0xDC, 0xDD, 0xC1, 0xDA]]
assert slip_frame_decoder([0xDB, 0xDC, 0xDB, 0xDD, 0xC0, 0xC0, 8, 0xC0]) == [[0xC0, 0xDB], [8]]
with pytest.raises(ValueError):
    slip_frame_decoder([0xDB, 0x01, 0xC0])
with pytest.raises(ValueError):
    slip_frame_decoder([1, 0xDB])

# --- implementation 2: index loop that reads an escape pair in one step ---
def slip_frame_decoder(data):
    unescape = {0xDC: 0xC0, 0xDD: 0xDB}
    frames = []
    frame = []
    i = 0
    while i < len(data):
        b = data[i]
        if b == 0xDB:
            if i + 1 == len(data):
                raise ValueError("stream ends after an escape byte")
            if data[i + 1] not in unescape:
                raise ValueError("invalid escape 0x%02X" % data[i + 1])
            frame.append(unescape[data[i + 1]])
            i += 2
            continue
        if b == 0xC0:
            if frame:
                frames.append(frame)
            frame = []
        else:
            frame.append(b)
        i += 1
    return frames

# --- implementation 3: an iterator over the bytes; an escape pulls the next byte with next() ---
def slip_frame_decoder(data):
    stream = iter(data)
    frames, frame = [], []
    for byte in stream:
        if byte == 0xC0:
            if frame:
                frames.append(frame)
            frame = []
            continue
        if byte == 0xDB:
            following = next(stream, None)
            if following == 0xDC:
                byte = 0xC0
            elif following == 0xDD:
                byte = 0xDB
            else:
                raise ValueError("bad or missing escaped byte")
        frame.append(byte)
    return frames

# --- inputs ---
def random_input(rng):
    pool = [0xC0, 0xC0, 0xDB, 0xDC, 0xDD, 1, 2, 7, 0xC1, 0xDA]
    data = []
    for _ in range(rng.randint(0, 10)):
        r = rng.random()
        if r < 0.2:
            data += [0xDB, rng.choice([0xDC, 0xDD])]
        else:
            data.append(rng.choice(pool[:2] + pool[3:]))
    if rng.random() < 0.1:
        data.insert(rng.randint(0, len(data)), 0xDB)
    return (data,)
