#!/usr/bin/env python3
"""The reference in docs/ stays true and reachable (CTest `docs_links`).

Fails when
  1. a file of the repository mentions the old design notes outside the repository (their
     file name, or the relative path to the shared folder beside the clone);
  2. a file cites docs/<page>.md that does not exist, or docs/<page>.md#<section> whose
     heading does not exist; or a Markdown link of a .md file points to a missing file or
     heading;
  3. an example of docs/case-format.md (a ```cases block, then ```answers exit=N and an
     optional ```stderr block) no longer answers exactly as written through `sat2d check`;
  4. the variant table of docs/registry.md and `sat2d list` disagree (names, order, kinds,
     filled test slots);
  5. README.md, REPORT.md or a page docs/*.md names an issue or a commit: history lives in git
     and the tracker, not in the pages a user reads. The one exception is REPORT.md's run
     record, whose line `| commit | ... |` says which code each committed run measured;
  6. README.md has 200 lines or more (it is the front door; the rest belongs in docs/).

What counts as naming an issue (case-insensitive): "issue 12", "issue #12", "issues 3 and 11",
"PR 7", "pull request 7", a tracker address ".../issues/12" or ".../pull/12", and outside
fenced code blocks a bare "#12" (1 to 5 digits, not starting with 0, not followed by a letter,
digit or hyphen, not after a word character, "&" or "#"), so headings ("## 3"), anchors
("#3-layout"), shell comments and C preprocessor lines in code, HTML entities ("&#12;") and
CSS colours of six digits or with letters are not taken for one.

What counts as naming a commit: a word of 7 to 40 lower-case hex digits that holds at least
one letter and at least one digit, standing alone (no letter, digit or underscore on either
side, not after "#" or "0x"). Not a commit: hex floats and hex constants ("0x1p-3",
"0x1.99999ap-4", "0x3f800000": every "0x..." token is removed first), the digits after a
decimal point ("3.14159265f", "1.23456789e+38": removed first too), upper-case hex (byte
dumps such as "0000803F" in docs/trace-format.md; git prints hashes in lower case), CSS
colours ("#a0b1c2d4"), words of only digits or only letters ("1000000", "deadbeef"), and
decimal numbers with an exponent ("1e10000"). Fenced code blocks are checked too.

Usage: docs_links_test.py --root SOURCE_DIR --sat2d PATH [--emulator=WORD|WORD|...]
The files checked are git's tracked and untracked-but-not-ignored files when SOURCE_DIR is a
git checkout (what a commit would hold), else every file under it except build outputs.
"""
import argparse
import os
import re
import subprocess
import sys

# Built from pieces so that this file does not trip its own check.
FORBIDDEN = ("DESIGN" + ".md", ".." + "/shared")
SKIP_DIRS = {".git", "out", "__pycache__", "node_modules"}
# History in the front pages (check 5). Built so that this file's own patterns stay readable.
ISSUE_WORD = re.compile(r"\b(?:issues?|pull\s+requests?|PRs?)\s*#?\d+", re.IGNORECASE)
ISSUE_URL = re.compile(r"/(?:issues|pull)/\d+\b")
ISSUE_HASH = re.compile(r"(?<![\w&#])#[1-9]\d{0,4}(?![\w-])")
HEX_TOKEN = re.compile(r"0[xX][0-9a-fA-F.]*(?:[pP][+-]?\d+)?")
FRACTION_TOKEN = re.compile(r"\d*\.\d[0-9a-zA-Z]*")  # 3.14159265f, 1.23456789e+38
COMMIT = re.compile(r"(?<![\w#])[0-9a-f]{7,40}(?!\w)")
DECIMAL_EXP = re.compile(r"^\d+e\d+$")
REPORT_COMMIT_LINE = re.compile(r"^\|\s*commit\s*\|")
README_MAX_LINES = 200
DOC_REF = re.compile(r"(?<![\w./-])docs/([A-Za-z0-9_.-]+\.md)(#[A-Za-z0-9_-]+)?")
MD_LINK = re.compile(r"\]\(([^)\s]+)\)")
FENCE = re.compile(r"^```\s*([A-Za-z0-9_-]*)\s*(.*)$")

failures = []


def fail(msg):
    failures.append(msg)


def repo_files(root):
    """Paths (relative to root) of the files a commit of this tree would hold."""
    if os.path.isdir(os.path.join(root, ".git")):
        try:
            out = subprocess.run(
                ["git", "-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                check=True, capture_output=True).stdout
            return sorted(p for p in out.decode().split("\0") if p and
                          os.path.isfile(os.path.join(root, p)))
        except (OSError, subprocess.CalledProcessError) as e:
            print(f"docs_links: git ls-files failed ({e}); walking the tree instead")
    found = []
    for d, dirs, names in os.walk(root):
        rel = os.path.relpath(d, root)
        dirs[:] = [x for x in dirs if x not in SKIP_DIRS and
                   not (rel == "." and (x == "build" or x.startswith("build-")))]
        found += [os.path.normpath(os.path.join(rel, n)) for n in names if not n.endswith(".o")]
    return sorted(found)


def read_text(path):
    with open(path, "rb") as f:
        return f.read().decode("utf-8", errors="replace")


def slug(heading):
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link keeps its text
    return re.sub(r"[^\w\- ]", "", text.strip().lower()).replace(" ", "-")


def markdown_blocks(text):
    """(info word, info rest, lines) of every fenced block, and the headings outside them."""
    blocks, headings, cur = [], [], None
    for line in text.split("\n"):
        m = FENCE.match(line)
        if cur is None and m:
            cur = (m.group(1), m.group(2).strip(), [])
        elif cur is not None and line.strip() == "```":
            blocks.append(cur)
            cur = None
        elif cur is not None:
            cur[2].append(line)
        else:
            h = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
            if h:
                headings.append(h.group(1))
    return blocks, headings


def anchors_of(path, cache={}):
    if path not in cache:
        _, headings = markdown_blocks(read_text(path))
        seen, anchors = {}, set()
        for h in headings:
            s = slug(h)
            n = seen.get(s, 0)
            anchors.add(s if n == 0 else f"{s}-{n}")
            seen[s] = n + 1
        cache[path] = anchors
    return cache[path]


def check_target(where, target_path, anchor):
    if not os.path.isfile(target_path):
        fail(f"{where}: cites {os.path.relpath(target_path, ROOT)}, which does not exist")
    elif anchor and target_path.endswith(".md") and anchor not in anchors_of(target_path):
        fail(f"{where}: cites {os.path.relpath(target_path, ROOT)}#{anchor}, "
             f"but that page has no such heading")


def check_references(files):
    cited = 0
    for rel in files:
        text = read_text(os.path.join(ROOT, rel))
        for n, line in enumerate(text.split("\n"), 1):
            where = f"{rel}:{n}"
            for bad in FORBIDDEN:
                if bad in line:
                    fail(f"{where}: mentions '{bad}', which is outside the repository; "
                         f"cite docs/ instead")
            for m in DOC_REF.finditer(line):
                cited += 1
                check_target(where, os.path.join(ROOT, "docs", m.group(1)),
                             (m.group(2) or "#")[1:])
            if not rel.endswith(".md"):
                continue
            for m in MD_LINK.finditer(line):
                link = m.group(1).strip("<>")
                if re.match(r"^[a-z]+:", link):
                    continue  # http:, https:, mailto:
                path, _, anchor = link.partition("#")
                target = os.path.join(ROOT, rel) if not path else \
                    os.path.normpath(os.path.join(ROOT, os.path.dirname(rel), path))
                check_target(where, target, anchor)
    return cited


def front_pages(files):
    """README.md, REPORT.md and docs/*.md (not the pages of subfolders of docs/)."""
    return [f for f in files if f in ("README.md", "REPORT.md") or
            (f.startswith("docs/") and f.count("/") == 1 and f.endswith(".md"))]


def commits_in(line):
    """The words of a line that read as commit hashes (see the module's docstring)."""
    line = FRACTION_TOKEN.sub(" ", HEX_TOKEN.sub(" ", line))
    return [w for w in COMMIT.findall(line)
            if re.search(r"[a-f]", w) and re.search(r"\d", w) and not DECIMAL_EXP.match(w)]


def issues_in(line, in_code):
    """The references to the tracker in a line (see the module's docstring), each once."""
    found = [m for pat in (ISSUE_WORD, ISSUE_URL) for m in pat.finditer(line)]
    if not in_code:  # a bare #12 inside a word match ("issue #12") is that match
        found += [m for m in ISSUE_HASH.finditer(line)
                  if not any(w.start() <= m.start() < w.end() for w in found)]
    return [m.group(0) for m in found]


def check_history(files):
    """Checks 5 and 6: no issue or commit named in the pages a user reads; README.md short."""
    pages = front_pages(files)
    for rel in pages:
        text = read_text(os.path.join(ROOT, rel))
        in_code = False
        for n, line in enumerate(text.split("\n"), 1):
            where = f"{rel}:{n}"
            if not in_code and FENCE.match(line):
                in_code = True  # an opening fence (```, ```c, ```cases ...)
            elif in_code and line.strip() == "```":
                in_code = False
            for ref in issues_in(line, in_code):
                fail(f"{where}: names an issue ('{ref.strip()}'); say what the code does, and "
                     f"leave its history to the tracker")
            allowed = rel == "REPORT.md" and REPORT_COMMIT_LINE.match(line)
            for word in ([] if allowed else commits_in(line)):
                fail(f"{where}: names a commit ('{word}'); history lives in git"
                     + (" (REPORT.md may name one only on its run record's commit line)"
                        if rel == "REPORT.md" else ""))
    readme = os.path.join(ROOT, "README.md")
    if os.path.isfile(readme):
        lines = len(read_text(readme).splitlines())
        if lines >= README_MAX_LINES:
            fail(f"README.md: {lines} lines; the front door stays under {README_MAX_LINES} "
                 f"(move detail to docs/)")
    else:
        fail("README.md: missing")
    return len(pages)


def run_sat2d(args, stdin_text):
    env = dict(os.environ)
    env.pop("SAT2D_IMPL", None)  # the documented default is textbook
    try:
        return subprocess.run(EMULATOR + [SAT2D] + args, input=stdin_text.encode(),
                              capture_output=True, env=env)
    except OSError as e:
        sys.exit(f"docs_links: cannot run {' '.join(EMULATOR + [SAT2D])}: {e}")


def check_examples():
    path = os.path.join(ROOT, "docs", "case-format.md")
    blocks, _ = markdown_blocks(read_text(path))
    examples = 0
    for i, (info, rest, lines) in enumerate(blocks):
        if info != "cases":
            continue
        opts = dict(kv.split("=", 1) for kv in rest.split() if "=" in kv)
        if i + 1 >= len(blocks) or blocks[i + 1][0] != "answers":
            fail(f"docs/case-format.md: example {examples + 1} has no ```answers block after it")
            continue
        answers = blocks[i + 1]
        want_exit = int(dict(kv.split("=", 1) for kv in answers[1].split()
                             if "=" in kv).get("exit", "0"))
        want_err = blocks[i + 2][2] if i + 2 < len(blocks) and blocks[i + 2][0] == "stderr" \
            else None
        examples += 1
        args = ["check"] + (["--impl", opts["impl"]] if "impl" in opts else []) + ["-"]
        r = run_sat2d(args, "\n".join(lines) + "\n")
        got_out = r.stdout.decode().rstrip("\n").split("\n") if r.stdout else []
        got_err = r.stderr.decode().rstrip("\n").split("\n") if r.stderr else []
        name = f"docs/case-format.md example {examples} (`sat2d {' '.join(args)}`)"
        if got_out != answers[2]:
            fail(f"{name}: answers differ\n  documented: {answers[2]}\n  printed:    {got_out}")
        if r.returncode != want_exit:
            fail(f"{name}: exit status {r.returncode}, documented {want_exit}")
        if want_err is not None and got_err != want_err:
            fail(f"{name}: stderr differs\n  documented: {want_err}\n  printed:    {got_err}")
    if examples < 3:
        fail(f"docs/case-format.md: only {examples} examples found (```cases + ```answers); "
             f"the page is meant to carry checked examples")
    return examples


def check_registry_table():
    text = read_text(os.path.join(ROOT, "docs", "registry.md"))
    section = text.split("## The variants", 1)[-1].split("\n## ", 1)[0]
    documented = []
    for line in section.split("\n"):
        m = re.match(r"^\|\s*`([a-z0-9_]+)`\s*\|\s*([a-z]+)\s*\|[^|]*\|\s*([a-z_ ]+?)\s*\|$", line)
        if m:
            documented.append((m.group(1), m.group(2), m.group(3).split()))
    r = run_sat2d(["list"], "")
    if r.returncode != 0:
        fail(f"sat2d list exited {r.returncode}: {r.stderr.decode()}")
        return 0
    listed, lines = [], r.stdout.decode().split("\n")
    for k, line in enumerate(lines):
        m = re.match(r"^([a-z0-9_]+)\s+(reference|trick|pitfall)\s", line)
        if m and k + 1 < len(lines) and lines[k + 1].strip().startswith("tests:"):
            listed.append((m.group(1), m.group(2), lines[k + 1].split()[1:]))
    if not listed:
        fail("sat2d list printed no variants this test could read")
    if documented != listed:
        doc, got = dict((n, (k, t)) for n, k, t in documented), dict((n, (k, t)) for n, k, t in listed)
        for n in sorted(set(doc) | set(got)):
            if doc.get(n) != got.get(n):
                fail(f"docs/registry.md 'The variants' vs sat2d list for {n}: "
                     f"documented {doc.get(n)}, listed {got.get(n)}")
        if set(doc) == set(got) and [d[0] for d in documented] != [g[0] for g in listed]:
            fail("docs/registry.md 'The variants' lists the variants in another order than "
                 "sat2d list")
    return len(listed)


def main():
    global ROOT, SAT2D, EMULATOR
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", required=True)
    ap.add_argument("--sat2d", required=True)
    ap.add_argument("--emulator", default="")
    a = ap.parse_args()
    ROOT, SAT2D = os.path.abspath(a.root), a.sat2d
    EMULATOR = [w for w in a.emulator.split("|") if w]
    files = repo_files(ROOT)
    cited = check_references(files)
    pages = check_history(files)
    examples = check_examples()
    variants = check_registry_table()
    for f in failures:
        print("FAIL", f)
    print(f"docs_links: {len(files)} files, {cited} docs/ citations, {pages} pages checked for "
          f"history, {examples} examples, {variants} variants; {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
