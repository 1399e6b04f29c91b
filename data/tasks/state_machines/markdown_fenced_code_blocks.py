# domain: state_machines
# function: markdown_fenced_code_blocks
# query: Extract the fenced code blocks from Markdown text: a line starting with ``` (after optional
#   indentation) opens a block whose language is the rest of that line stripped ("" if none), and a
#   line that is exactly ``` after stripping closes it. Return a list of (language, code) tuples with
#   the inner lines joined by newlines; raise ValueError if a block is never closed.

def markdown_fenced_code_blocks(text):
    blocks = []
    language = None
    body = []
    for line in text.split("\n"):
        stripped = line.strip()
        if language is None:
            if stripped.startswith("```"):
                language = stripped[3:].strip()
                body = []
        elif stripped == "```":
            blocks.append((language, "\n".join(body)))
            language = None
        else:
            body.append(line)
    if language is not None:
        raise ValueError("unclosed code fence")
    return blocks

# --- tests ---
import pytest

assert markdown_fenced_code_blocks("") == []
assert markdown_fenced_code_blocks("no fences\nat all") == []
assert markdown_fenced_code_blocks("text\n```py\nx = 1\n```\nmore") == [("py", "x = 1")]
assert markdown_fenced_code_blocks("```\na\n  b\n```") == [("", "a\n  b")]
assert markdown_fenced_code_blocks("```js\n1\n```\nmid\n```\n2\n3\n```") == [("js", "1"), ("", "2\n3")]
assert markdown_fenced_code_blocks("```sh\n```") == [("sh", "")]
assert markdown_fenced_code_blocks("```md\n```inner\n```") == [("md", "```inner")]
assert markdown_fenced_code_blocks("   ```  rust  \n  fn\n   ```") == [("rust", "  fn")]
with pytest.raises(ValueError):
    markdown_fenced_code_blocks("```\nno end")

# --- implementation 2: one iterator over the lines; an inner loop reads a block up to its fence ---
def markdown_fenced_code_blocks(text):
    found = []
    lines = iter(text.split("\n"))
    for line in lines:
        opener = line.strip()
        if not opener.startswith("```"):
            continue
        inner = []
        for body_line in lines:
            if body_line.strip() == "```":
                break
            inner.append(body_line)
        else:
            raise ValueError("code block is never closed")
        found.append((opener[3:].strip(), "\n".join(inner)))
    return found

# --- implementation 3: indices of the opening lines and of their closing fences ---
def markdown_fenced_code_blocks(text):
    rows = text.split("\n")
    result = []
    i = 0
    while i < len(rows):
        head = rows[i].strip()
        if head.startswith("```"):
            close = next((j for j in range(i + 1, len(rows)) if rows[j].strip() == "```"), None)
            if close is None:
                raise ValueError("unclosed fence opened on line %d" % (i + 1))
            result.append((head[3:].strip(), "\n".join(rows[i + 1:close])))
            i = close
        i += 1
    return result

# --- inputs ---
def random_input(rng):
    lines = []
    for _ in range(rng.randint(0, 4)):
        if rng.random() < 0.5:
            lines.append(rng.choice(["text", "x = 1", "", "mid", "  b"]))
            continue
        lines.append(rng.choice(["```py", "```", "   ```  rust  ", "```inner"]))
        lines.extend(rng.choice(["x = 1", "  b", "", "mid", "```inner", "text"]) for _ in range(rng.randint(0, 3)))
        if rng.random() < 0.92:
            lines.append(rng.choice(["```", "  ```  "]))
    return ("\n".join(lines),)
