"""What the report.py tests share: report.py loaded from the path they are given, and a check
that prints what it expected and the text it looked in, then fails the test."""
import importlib.util
import sys

sys.dont_write_bytecode = True  # no __pycache__ beside the sources


def load_report(path):
    """report.py as a module, from its path (the tests' first argument)."""
    spec = importlib.util.spec_from_file_location("report", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def expect(cond, what, text):
    """Fails the test, saying what was expected and in which text, unless cond holds."""
    if not cond:
        print(f"FAIL: {what}\n{text}")
        sys.exit(1)
