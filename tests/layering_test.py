#!/usr/bin/env python3
"""The rooms of the tree and the one way their dependencies run (docs/README.md, "Layout").

    include/ <- scalar/ <- simd/ <- harness/ <- oracle/ <- {tool, bench, proptest, fuzz, tests,
    examples, js}

Fails, naming the file and line, when
- a file includes a header of a higher room, or of a sibling among the programs' rooms (a
  quoted include is resolved as the compiler would: the including file's own folder first, then
  the room that holds a file of that name; "sat2d/..." is the public include/ folder);
- scalar/ calls a function that simd/ defines (the reference must stand alone);
- a CMakeLists.txt or .cmake file names a source file (.c, .cc) of another room: each room's
  build compiles its own sources and links the libraries of lower rooms.

Usage: python3 tests/layering_test.py --root SOURCE_DIR
"""
import argparse
import os
import re
import sys

LOWER = ["include", "scalar", "simd", "harness", "oracle"]
PROGRAMS = ["tool", "bench", "proptest", "fuzz", "tests", "examples", "js"]
SOURCE_EXT = (".c", ".h", ".cc")
INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"')
DEFINITION = re.compile(r"^[A-Za-z_][\w \*]*?\b(sat2d_\w+)\s*\([^;]*$")
CALL = re.compile(r"\b(sat2d_\w+)\s*\(")
SOURCE_BY_PATH = re.compile(r"\$\{(?:PROJECT_SOURCE_DIR|CMAKE_SOURCE_DIR|sat2d_SOURCE_DIR)\}/"
                            r"([\w.-]+)/[\w/.-]+\.(?:c|cc)\b")


def rank(room):
    """Lower rooms by position; every program room ranks above them and beside each other."""
    return LOWER.index(room) if room in LOWER else len(LOWER)


def files_of(root, room, exts):
    for folder, _, names in os.walk(os.path.join(root, room)):
        if "node_modules" in folder:
            continue
        for name in names:
            if name.endswith(exts):
                yield os.path.join(folder, name)


def room_of(root, path):
    return os.path.relpath(path, root).split(os.sep)[0]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", required=True)
    root = os.path.abspath(parser.parse_args().root)
    rooms = [r for r in LOWER + PROGRAMS if os.path.isdir(os.path.join(root, r))]

    headers = {}  # bare header name -> rooms holding a file of that name
    for room in rooms:
        for path in files_of(root, room, (".h",)):
            headers.setdefault(os.path.basename(path), set()).add(room)

    failures = []
    checked = 0
    for room in rooms:
        for path in files_of(root, room, SOURCE_EXT):
            checked += 1
            rel = os.path.relpath(path, root)
            with open(path, encoding="utf-8", errors="replace") as f:
                for number, line in enumerate(f, 1):
                    m = INCLUDE.match(line)
                    if not m:
                        continue
                    name = m.group(1)
                    if os.path.exists(os.path.join(os.path.dirname(path), name)):
                        continue  # beside the including file: its own room
                    if name.startswith("sat2d/"):
                        target = "include"
                    else:
                        holders = headers.get(os.path.basename(name), set())
                        if room in holders or not holders:
                            continue  # its own room, or a system or library header
                        target = min(holders, key=rank)
                    if rank(target) > rank(room) or (target != room and rank(room) == len(LOWER)
                                                     and rank(target) == len(LOWER)):
                        failures.append(f"{rel}:{number}: includes {name} from {target}/, "
                                        f"which {room}/ must not reach")

    defined_in_simd = set()
    for path in files_of(root, "simd", (".c",)):
        with open(path, encoding="utf-8") as f:
            for line in f:
                m = DEFINITION.match(line)
                if m:
                    defined_in_simd.add(m.group(1))
    for path in files_of(root, "scalar", (".c", ".h")):
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                code = line.split("//")[0]
                if code.lstrip().startswith(("/*", "*")):
                    continue
                for name in CALL.findall(code):
                    if name in defined_in_simd:
                        failures.append(f"{os.path.relpath(path, root)}:{number}: scalar/ calls "
                                        f"{name}, which simd/ defines")

    cmake_files = [os.path.join(root, "CMakeLists.txt")]
    for room in rooms:
        cmake_files += [p for p in files_of(root, room, (".txt", ".cmake"))
                        if p.endswith(("CMakeLists.txt", ".cmake"))]
    for path in cmake_files:
        own = room_of(root, path)
        with open(path, encoding="utf-8") as f:
            for number, line in enumerate(f, 1):
                for other in SOURCE_BY_PATH.findall(line.split("#")[0]):
                    if other != own:
                        failures.append(f"{os.path.relpath(path, root)}:{number}: compiles a "
                                        f"source file of {other}/ by path")

    for failure in failures:
        print("FAIL " + failure)
    print(f"layering: {checked} source files in {len(rooms)} rooms, "
          f"{len(defined_in_simd)} functions of simd/; {len(failures)} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
