"""Record, in each unreviewed fuzz finding, whose divergence it is, by the same evidence as a run's verdicts.

    rulings run --engine phase --features unreviewed/phase --out /tmp/unreviewed-phase
    python tools/triage_unreviewed.py unreviewed/phase /tmp/unreviewed-phase/results.json

For each finding of the folder's ``fuzz-summary.json`` with a result in the run: the feature's description gets (or
has replaced) one ``Triage (...)`` line; the summary's finding gets ``cause`` (``engine`` only for a failure whose
standalone reproduction reproduced it, docs/verdicts.md) and ``triage`` (the line's text); the standalone
reproduction of an engine's divergence is written beside the feature as ``<id>.py``, and a stale one removed. The
feature files are kept: a person still decides each one.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from mtg_rulings.model.files import write_atomic, write_inside  # noqa: E402
from mtg_rulings.model.results import Result, load_results  # noqa: E402

_TRIAGE_LINE = re.compile(r"^    Triage \(.*\n", re.M)


def triage_text(r: Result, engine: str) -> tuple[str, str]:
    """(cause, sentence) for one finding's result on the engine."""
    if r.status == "failed" and r.cause == "engine":
        return "engine", (f"{engine}'s divergence: its standalone reproduction ({r.id}.py, {engine}'s own package "
                          f"alone) reproduces it")
    if r.status in ("failed", "errored") and "(not verified" in r.message:
        return "adapter", f"not verified as {engine}'s (the adapter's until a reproduction says otherwise): {r.message}"
    if r.status == "passed":
        return "adapter", f"passes on {engine} now: the divergence was the adapter's"
    return r.cause or "adapter", f"{r.status}, the {r.cause or 'adapter'}'s, not {engine}'s: {r.message}"


def triage(folder: Path, results_path: Path) -> list[str]:
    """Update ``folder``'s findings from the run ``results_path``; one line per finding updated."""
    run = load_results(results_path)
    engine = f"{run.run_info.engine} {run.run_info.engine_version}"
    by_id = {r.id: r for r in run.results}
    summary_path = folder / "fuzz-summary.json"
    summary = json.loads(summary_path.read_text(encoding="utf-8"))
    said = []
    for finding in summary["findings"]:
        r = by_id.get(finding["id"])
        if r is None:
            continue
        cause, text = triage_text(r, engine)
        finding["cause"], finding["triage"] = cause, text
        feature = folder / f"{finding['id']}.feature"
        if feature.is_file():
            body = _TRIAGE_LINE.sub("", feature.read_text(encoding="utf-8"))
            line = f"    Triage ({engine}): {text}\n"
            body = re.sub(r"^(    Divergence keys: .*\n)", lambda m, line=line: m.group(1) + line, body, count=1,
                          flags=re.M)
            write_atomic(feature, body)
        script = folder / f"{finding['id']}.py"
        if cause == "engine" and r.reproduction:
            write_inside(folder, script.name, r.reproduction)
        elif script.is_file() and not script.is_symlink():
            script.unlink()
        said.append(f"{finding['id']}: {cause}: {text[:120]}")
    write_atomic(summary_path, json.dumps(summary, indent=2, ensure_ascii=False) + "\n")
    return said


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    print("\n".join(triage(Path(sys.argv[1]), Path(sys.argv[2]))))
