# domain: validation
# function: is_valid_mime_type
# query: Check a MIME type string "type/subtype" with optional parameters after ";" ignored: the type
#   must be one of application, audio, font, image, message, model, multipart, text, video
#   (case-insensitive), and the subtype must be non-empty using only letters, digits and ".+-_". Returns a bool.

def is_valid_mime_type(mime):
    types = {"application", "audio", "font", "image", "message", "model", "multipart", "text", "video"}
    essence = mime.split(";")[0].strip()
    if essence.count("/") != 1:
        return False
    main, sub = essence.split("/")
    if main.lower() not in types:
        return False
    if sub == "":
        return False
    for ch in sub:
        if not (ch.isascii() and (ch.isalnum() or ch in ".+-_")):
            return False
    return True

# --- tests ---
import pytest

assert is_valid_mime_type("text/html") is True
assert is_valid_mime_type("application/vnd.api+json; charset=utf-8") is True
assert is_valid_mime_type("IMAGE/PNG") is True
assert is_valid_mime_type("text/") is False
assert is_valid_mime_type("foo/bar") is False
assert is_valid_mime_type("text") is False
assert is_valid_mime_type("text/html/x") is False
assert is_valid_mime_type("text/ht ml") is False
assert is_valid_mime_type("video/x_raw-1") is True
