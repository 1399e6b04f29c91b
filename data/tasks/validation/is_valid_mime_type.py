# domain: validation
# function: is_valid_mime_type
# query: Check a MIME type string "type/subtype" with optional parameters after ";" ignored (and
#   whitespace around "type/subtype" stripped): the type
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

# --- implementation 2: regular expression on the part before the parameters ---
import re

TYPES = "application|audio|font|image|message|model|multipart|text|video"


def is_valid_mime_type(mime):
    essence = mime.partition(";")[0].strip()
    pattern = r"(?:%s)/[A-Za-z0-9.+\-_]+" % TYPES
    return re.fullmatch(pattern, essence, re.IGNORECASE | re.ASCII) is not None

# --- implementation 3: split into type and subtype, set checks ---
import string

SUBTYPE_CHARS = set(string.ascii_letters + string.digits + ".+-_")


def is_valid_mime_type(mime):
    essence = mime.split(";", 1)[0].strip()
    pieces = essence.split("/")
    if len(pieces) != 2:
        return False
    kind, subtype = pieces[0].lower(), pieces[1]
    known = ("application", "audio", "font", "image", "message", "model", "multipart", "text", "video")
    return kind in known and subtype != "" and set(subtype) <= SUBTYPE_CHARS

# --- inputs ---
def random_input(rng):
    kind = rng.choice(["text", "IMAGE", "video", "foo", "", "Application", "text ", "meſſage"])
    sub = rng.choice(["html", "PNG", "vnd.api+json", "x_raw-1", "", "ht ml", "a/b", "é", "k", "\u212a", "ſvg"])
    params = rng.choice(["", "", "; charset=utf-8", ";x", " ; q=1"])
    sep = rng.choice(["/", "/", "/", "", "//"])
    lead = rng.choice(["", "", " "])
    return (lead + kind + sep + sub + params,)
