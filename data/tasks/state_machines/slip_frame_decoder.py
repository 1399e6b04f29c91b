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
