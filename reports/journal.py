"""The run's journal: each result as it is recorded, so that a run whose test process dies keeps its results.

``rulings run`` runs pytest in a child process and supervises it (mtg_rulings/cli/app.py). The plugin writes
``<out>/.rulings-journal.jsonl`` as it goes, one JSON object per line, flushed at once:

- ``{"journal": "rulings-journal/1", "run_info": {...}, "features": [DIR, ...]}`` first; ``{"engine_version": "..."}`` once known;
- ``{"result": {...}}`` for each result (a later one for the same id replaces an earlier one);
- ``{"process_group": N}`` / ``{"process_group_ended": N}`` as engine processes start and end.

When the run ends normally the plugin writes ``results.json`` and deletes the journal. A journal left behind
means the test process died (``os._exit`` or a segfault in an engine, SIGKILL, ...): :func:`recover` turns it
into a ``results.json`` marked incomplete, and :func:`leftover_groups` names the engine process groups that
were never ended, for the supervisor to kill.
"""

from __future__ import annotations

import contextlib
import json
import time
import xml.etree.ElementTree as ET
from dataclasses import asdict
from pathlib import Path
from typing import IO, Any

from mtg_rulings.model.results import Result, Results, RunInfo, result_fields, write_atomic

JOURNAL_NAME = ".rulings-journal.jsonl"
JOURNAL_FORMAT = "rulings-journal/1"


class Journal:
    """Appends one line per event to ``path`` (created anew), flushing each, so the OS holds every line
    written even if this process dies the next instant."""

    def __init__(self, path: Path, run_info: RunInfo, features: list[Path]) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self._file: IO[str] | None = path.open("w", encoding="utf-8")
        self.write({"journal": JOURNAL_FORMAT, "run_info": asdict(run_info), "features": [str(f) for f in features],
                    "written_at": time.time()})

    def write(self, event: dict[str, Any]) -> None:
        if self._file is None:
            return
        # ASCII only: the journal can't fail on text the results writer would have to clean
        self._file.write(json.dumps(event, ensure_ascii=True, separators=(",", ":")) + "\n")
        self._file.flush()

    def result(self, result: Result) -> None:
        # its fields are JSON values already (strings, lists of strings, a float): no deep copy (asdict) needed
        self.write({"result": result_fields(result)})

    def process_group(self, event: str, pgid: int) -> None:
        self.write({"process_group" if event == "start" else "process_group_ended": pgid})

    def remove(self) -> None:
        """The run ended and wrote its results: the journal is no longer needed."""
        if self._file is not None:
            self._file.close()
            self._file = None
        with contextlib.suppress(FileNotFoundError):
            self.path.unlink()


def _events(path: Path) -> list[dict[str, Any]]:
    events = []
    for line in path.read_text(encoding="utf-8", errors="replace").splitlines():
        try:
            event = json.loads(line)
        except ValueError:  # a line cut short when the process died
            continue
        if isinstance(event, dict):
            events.append(event)
    return events


def recover(path: Path, reason: str) -> Results | None:
    """The results a journal holds, as a run marked incomplete with ``reason``; None if it has no header."""
    events = _events(path)
    if not events or "run_info" not in events[0]:
        return None
    header = events[0]
    info = RunInfo(**header["run_info"])
    results: dict[str, Result] = {}
    for e in events[1:]:
        if "engine_version" in e:
            info.engine_version = str(e["engine_version"])
        elif "result" in e:
            with contextlib.suppress(TypeError):
                r = Result(**e["result"])
                results[r.id] = r
    info.duration_s = round(max(0.0, time.time() - float(header.get("written_at", time.time()))), 3)
    return Results(info, list(results.values()), complete=False, incomplete_reason=reason)


def features_of(path: Path) -> list[Path] | None:
    """The features folders the journaled run read (for its report), if the journal says."""
    events = _events(path)
    folders = events[0].get("features") if events else None
    if isinstance(folders, list) and folders and all(isinstance(f, str) for f in folders):
        return [Path(f) for f in folders]
    return None


def leftover_groups(path: Path) -> list[int]:
    """Engine process groups the journal saw start and never saw end."""
    started: dict[int, None] = {}
    for e in _events(path):
        if isinstance(e.get("process_group"), int):
            started[e["process_group"]] = None
        elif isinstance(e.get("process_group_ended"), int):
            started.pop(e["process_group_ended"], None)
    return list(started)


def junit_xml(run: Results) -> str:
    """A JUnit XML report of ``run`` (for a run whose test process died before pytest could write one):
    one testcase per result, failures and errors with their messages, a ``complete`` property."""
    summary = run.summary()
    suite = ET.Element("testsuite", name="rulings", tests=str(len(run.results)),
                       failures=str(summary["failed"]), errors=str(summary["errored"] + summary["timeout"]),
                       skipped=str(summary["unsupported"] + summary["pending"]), time=f"{run.run_info.duration_s:.3f}")
    props = ET.SubElement(suite, "properties")
    ET.SubElement(props, "property", name="complete", value="true" if run.complete else "false")
    if not run.complete:
        ET.SubElement(props, "property", name="incomplete_reason", value=run.incomplete_reason)
    for r in sorted(run.results, key=lambda r: r.id):
        case = ET.SubElement(suite, "testcase", classname="rulings", name=f"test_{r.id}", time=f"{r.duration_s:.3f}")
        if r.status == "failed":
            ET.SubElement(case, "failure", message=r.message[:1000]).text = r.message
        elif r.status in ("errored", "timeout"):
            ET.SubElement(case, "error", message=f"{r.status}: {r.message[:1000]}").text = r.message
        elif r.status in ("unsupported", "pending"):
            ET.SubElement(case, "skipped", message=f"{r.status}: {r.message[:1000]}")
    root = ET.Element("testsuites")
    root.append(suite)
    return ET.tostring(root, encoding="unicode", xml_declaration=True) + "\n"


def write_junit(run: Results, path: Path) -> None:
    write_atomic(path, junit_xml(run))
