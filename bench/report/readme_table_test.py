#!/usr/bin/env python3
"""readme_table.py: the committed README.md agrees with the committed runs, a changed cell is
caught by --check and put right by a rewrite, and a README without the markers is refused."""
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TOP = os.path.join(HERE, "..", "..")
TOOL = [sys.executable, os.path.join(HERE, "readme_table.py")]


def run(*args):
    return subprocess.run(TOOL + list(args), capture_output=True, text=True)


def main():
    r = run("--check")
    assert r.returncode == 0, "README.md's variant table is stale:\n" + r.stdout + r.stderr
    with tempfile.TemporaryDirectory() as tmp:
        readme = os.path.join(tmp, "README.md")
        shutil.copy(os.path.join(TOP, "README.md"), readme)
        with open(readme) as f:
            text = f.read()
        tampered = text.replace("| convex polygons `poly_poly`, 8 corners | `",
                                "| convex polygons `poly_poly`, 8 corners | `textbook` 1.0× `", 1)
        assert tampered != text, "the poly_poly row is missing from README.md"
        with open(readme, "w") as f:
            f.write(tampered)
        r = run("--check", "--readme", readme)
        assert r.returncode != 0 and "differs" in r.stderr, "a changed cell passed --check"
        assert run("--readme", readme).returncode == 0
        with open(readme) as f:
            assert f.read() == text, "a rewrite did not restore the table"
        with open(readme, "w") as f:
            f.write("# no table here\n")
        r = run("--check", "--readme", readme)
        assert r.returncode != 0 and "markers" in r.stderr, "a README without markers passed"
    print("readme_table: ok")


if __name__ == "__main__":
    main()
