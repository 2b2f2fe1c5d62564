"""An audit of a whole run's verdicts against the contract of docs/verdicts.md, for CI after a run on a real engine.

  python -m tools.audit_verdicts RESULTS.json [--engine NAME] [--max-unsupported 0.15]

tox's ``phase`` and ``python-mtg`` environments run it on the results of their run of the whole corpus (the run
itself fails on a regression against the baseline); the test suite tests it on planted results and on the
reference engine's run (tests/test_audit_verdicts.py), so the corpus is played on each translating engine once
in CI, not twice.

What it checks, per result (:func:`verdict_problems`):

- every result that isn't ``passed`` names its cause, and a ``passed`` one names none (a cause is whose limit or
  mistake a non-pass is);
- a ``failed`` result is the engine's (cause ``engine``), carries the standalone reproduction that reproduced it,
  and its message starts at the feature file and says what was expected or rejected;
- an ``errored`` result of a translating adapter is the adapter's and says it was not verified (a crash is never
  in a baseline: an engine's own crash reaches ``errored`` only through an adapter that answers for itself);
- an ``unsupported`` result is the adapter's, or the engine's with where its API was looked up, and says what is
  lacking;

and for the run: it is of ``--engine`` when given, and at most ``--max-unsupported`` of its results (a fraction)
are unsupported (issue 15: phase's bar is 0.15). Regressions against a baseline are the run's own exit code
(``rulings run --baseline``), not this audit's.

Exit codes: 0 no problem; 1 problems, each printed on a line naming the scenario; 2 a file that can't be read.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from mtg_rulings.model.results import Result, Results, load_results

#: What an ``unsupported`` message says is lacking (one of these phrases; adapters/contract.py and harness.py).
LACKING = ("lacks capabilities:", "can't do this:", "did not report", "does not report")


def result_problems(r: Result, *, answers_for_itself: bool) -> list[str]:
    """What ``r`` breaks of the verdict contract (docs/verdicts.md), each a line naming its id; ``answers_for_itself``
    says whether the engine speaks the suite's terms (its crashes and hangs are then its own)."""
    problems = []
    where = f"{r.id} ({r.feature}, {r.status})"
    if (r.cause is None) != (r.status == "passed"):
        problems.append(f"{where}: a {r.status} result with cause {r.cause!r} (a non-pass names its cause, a pass none)")
    if r.status == "failed":
        if r.cause != "engine":
            problems.append(f"{where}: a failure blamed on {r.cause!r}: a failed result is the engine's")
        if not answers_for_itself and not r.reproduction:
            problems.append(f"{where}: a failure without the standalone reproduction that reproduced it")
        if not (r.message.startswith("features/") and ("expected" in r.message or "rejected" in r.message)):
            problems.append(f"{where}: a failure whose message doesn't name its feature line and what was expected: "
                            f"{r.message[:120]!r}")
    if r.status == "errored" and not answers_for_itself and not (r.cause == "adapter" and "(not verified" in r.message):
        problems.append(f"{where}: an errored result of a translating adapter that isn't the adapter's unverified "
                        f"verdict (cause {r.cause!r}): {r.message[:120]!r}")
    if r.status == "unsupported":
        if r.cause != "adapter" and "looked up in the engine's API" not in r.message:
            problems.append(f"{where}: an unsupported result blamed on {r.cause!r} without where the engine's API was "
                            f"looked up")
        if not any(phrase in r.message for phrase in LACKING):
            problems.append(f"{where}: an unsupported result that doesn't say what is lacking: {r.message[:120]!r}")
    return problems


def verdict_problems(run: Results, *, engine: str | None = None, max_unsupported: float | None = None,
                     answers_for_itself: bool | None = None) -> list[str]:
    """Every problem of ``run`` (see the module docstring), in the order of its results. ``answers_for_itself``
    defaults to the registered engine's own declaration (``Engine.answers_for_itself``)."""
    problems = []
    if engine is not None and run.run_info.engine != engine:
        problems.append(f"the run is of engine {run.run_info.engine!r}, not {engine!r}")
    if answers_for_itself is None:
        answers_for_itself = _answers_for_itself(run.run_info.engine)
    for r in run.results:
        problems.extend(result_problems(r, answers_for_itself=answers_for_itself))
    if max_unsupported is not None:
        unsupported = sum(r.status == "unsupported" for r in run.results)
        if unsupported > max_unsupported * len(run.results):
            problems.append(f"{unsupported} of {len(run.results)} results are unsupported, more than "
                            f"{max_unsupported:.0%}")
    return problems


def _answers_for_itself(name: str) -> bool:
    """The registered engine ``name``'s declaration, read from its adapter class (not started); an engine not
    registered here is audited as a translating one, the stricter reading."""
    from mtg_rulings.adapters.registry import available_engines

    loader = available_engines().get(name)
    try:
        return loader is not None and getattr(loader(), "answers_for_itself", False) is True
    except ImportError:
        return False


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.audit_verdicts", description=__doc__.split("\n\n")[0])
    parser.add_argument("results", type=Path)
    parser.add_argument("--engine", help="the engine the run must be of")
    parser.add_argument("--max-unsupported", type=float, help="the largest fraction of results that may be unsupported")
    args = parser.parse_args(argv)
    import jsonschema

    from mtg_rulings.model.sanitize import BadInput

    try:
        run = load_results(args.results)
    except (BadInput, OSError, ValueError, jsonschema.ValidationError) as e:
        print(f"audit_verdicts: {e}", file=sys.stderr)
        return 2
    problems = verdict_problems(run, engine=args.engine, max_unsupported=args.max_unsupported)
    for line in problems:
        print(f"audit_verdicts: {args.results}: {line}")
    counted = f"{len(problems)} problem{'s' if len(problems) != 1 else ''}"
    print(f"audit_verdicts: {args.results}: {len(run.results)} results, "
          + (counted if problems else "every verdict keeps the contract of docs/verdicts.md"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
