"""Running a standalone reproduction: a script against an engine's own package alone (docs/verdicts.md,
"Reproductions"), written by a translating adapter (adapters/phase/reproduction.py,
adapters/python_mtg/reproduction.py) after a failure.

A script ends by printing one line beginning ``RIGHT:`` (the engine gives the ruling's answer; exit 0) or
``WRONG:`` (it doesn't; exit 1, the line saying both answers); anything else (exit 2 for a replay that went
otherwise than through the adapter, or a crash) proves nothing. :func:`run_script` runs one in a fresh
interpreter and says what it showed.
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

from mtg_rulings.adapters.contract import Reproduction

#: The longest a reproduction may run (it replays one short game).
SCRIPT_TIMEOUT_S = 300.0
#: Exit statuses of a script: the ruling's answer, the engine's other answer, a replay that went otherwise.
RIGHT, WRONG, DIVERGED = 0, 1, 2
#: How the script's last line begins for each of its answers.
ANSWERS = {RIGHT: "RIGHT: ", WRONG: "WRONG: "}

#: The end of every script: any exception is a replay that went otherwise (exit 2), never read as the engine's
#: wrong answer (a Python crash also exits 1).
MAIN = '''

if __name__ == "__main__":
    try:
        main()
    except SystemExit:
        raise
    except BaseException:  # a Rust panic is a BaseException
        traceback.print_exc()
        print("the reproduction itself broke (see above): it proves nothing")
        sys.exit(DIVERGED)
'''

#: The verdict lines every script ends its ``main`` with, given ``expected`` and ``observed``.
VERDICT = '''if observed != expected:
    print(f"WRONG: {ENGINE} gets another answer than the ruling: expected {expected!r}; {ENGINE}: {observed!r}")
    sys.exit(WRONG)
print(f"RIGHT: {ENGINE} gets the ruling's answer: {observed!r}")
'''


def assemble(docstring: str, stdlib: list[str], package: str, definitions: str, body: str, engine: str) -> str:
    """A script: its docstring, imports (the ``stdlib`` modules with ``sys`` and ``traceback``, then the engine's
    ``package``), data and helper definitions, and ``body`` as its ``main``."""
    docstring = docstring.replace("\\", "\\\\").replace('"""', '\\"\\"\\"')  # the scenario's text is data
    main = "def main():\n" + "".join(f"    {line}\n" if line else "\n" for line in body.splitlines())
    imports = "".join(f"import {m}\n" for m in sorted({*stdlib, "sys", "traceback"}))
    return (f'"""{docstring.rstrip()}\n"""\n\n{imports}\nimport {package}\n\n'
            f"RIGHT, WRONG, DIVERGED = {RIGHT}, {WRONG}, {DIVERGED}\nENGINE = {engine!r}\n"
            f"{definitions.rstrip()}\n\n\n{main}{MAIN}")


def run_script(text: str, timeout_s: float = SCRIPT_TIMEOUT_S) -> Reproduction:
    """Run a reproduction in a fresh interpreter (``-I``: neither the current folder nor PYTHONPATH on its path):
    reproduced when it says ``WRONG:`` and exits 1, not reproduced when it says ``RIGHT:`` and exits 0; anything
    else raises RuntimeError (the script proves nothing)."""
    with tempfile.TemporaryDirectory(prefix="rulings-reproduction-") as tmp:
        path = Path(tmp) / "reproduction.py"
        path.write_text(text, encoding="utf-8")
        try:
            proc = subprocess.run([sys.executable, "-I", str(path)], capture_output=True, text=True, cwd=tmp,
                                  timeout=timeout_s, check=False)
        except subprocess.TimeoutExpired:
            raise RuntimeError(f"the standalone reproduction ran over {timeout_s:g} s") from None
    said = (proc.stdout.strip().splitlines() or [""])[-1]
    if proc.returncode in ANSWERS and said.startswith(ANSWERS[proc.returncode]):
        return Reproduction(text, proc.returncode == WRONG, said.removeprefix(ANSWERS[proc.returncode]))
    detail = said or (proc.stderr.strip().splitlines() or ["no output"])[-1]
    raise RuntimeError(f"the standalone reproduction exited {proc.returncode}: {detail}")
