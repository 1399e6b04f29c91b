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
