"""JUnit (Maven Surefire) reports read back as a ``results.json``: of the exported XMage tests (engine
``xmage``), or of the Forge runner's puzzles (engine ``forge``, as the manifest says).

Input: a folder of Surefire XML reports (``TEST-*.xml``, as in ``target/surefire-reports/``, or the Forge
runner's ``reports/``) and the manifest the exporter wrote (``rulings-xmage.json`` or ``rulings-forge.json``),
which maps each ``class#method`` (the Forge runner: ``rulings.forge.Puzzles#<puzzle file>``) to its scenario.
Each ``<testcase>`` maps to one status:

=========================================  ==========================================================
testcase                                   status
=========================================  ==========================================================
no child element                           ``passed``
``<failure>`` (an ``AssertionError``)      ``failed``, with the failure's message
``<error>`` of a JUnit ``TestTimedOutException``  ``timeout``
any other ``<error>``                      ``errored``, with the exception type and message
``<skipped>``                              ``unsupported``, with the skip message
=========================================  ==========================================================

A test in the manifest with no testcase in any report is ``errored`` ("no result"); a scenario the exporter
could not express is ``unsupported`` with the exporter's reason; a pending one stays ``pending``.
A testcase that matches no manifest entry is reported as an :class:`ImportProblem`, never dropped silently.
"""

from __future__ import annotations

import datetime as dt
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mtg_rulings.adapters.xmage.junit import MANIFEST_FORMAT
from mtg_rulings.model.results import Result, Results, RunInfo
from mtg_rulings.model.sanitize import BadInput, read_json

TIMEOUT_TYPES = ("org.junit.runners.model.TestTimedOutException", "java.util.concurrent.TimeoutException")


class ImportProblem(ValueError):
    """The reports or the manifest can't be read as promised; the message says which file and why."""


@dataclass
class Imported:
    results: Results
    unknown_testcases: list[str] = field(default_factory=list)


def _outcome(case: ET.Element) -> tuple[str, str]:
    for tag in ("failure", "error", "skipped"):
        el = case.find(tag)
        if el is None:
            continue
        text = el.get("message") or next(iter((el.text or "").strip().splitlines()), "")
        kind = el.get("type", "")
        if tag == "failure":
            return "failed", text or kind or "assertion failed"
        if tag == "error":
            if kind in TIMEOUT_TYPES:
                return "timeout", f"{kind}: {text}".strip()
            return "errored", f"{kind}: {text}".strip(": ")
        return "unsupported", f"skipped by the test runner: {text}".strip()
    return "passed", ""


def read_manifest(path: Path) -> dict[str, Any]:
    try:
        data = read_json(path)
    except BadInput as e:
        raise ImportProblem(f"can't read the export manifest: {e}") from None
    if not isinstance(data, dict) or data.get("format") != MANIFEST_FORMAT:
        got = data.get("format") if isinstance(data, dict) else type(data).__name__
        raise ImportProblem(f"{path}: expected format {MANIFEST_FORMAT!r}, got {got!r}")
    if not isinstance(data.get("tests"), list) or not isinstance(data.get("not_exported"), list):
        raise ImportProblem(f"{path}: an export manifest lists 'tests' and 'not_exported'")
    return dict(data)


def import_reports(reports: Path, manifest_path: Path, engine_version: str = "unknown") -> Imported:
    """Read every ``TEST-*.xml`` under ``reports`` with the manifest; return the results for its engine.
    Raises :class:`ImportProblem` for unreadable XML or manifest, or when there are no reports."""
    manifest = read_manifest(manifest_path)
    try:
        return _import(reports, manifest, engine_version)
    except (KeyError, TypeError, ValueError, AttributeError) as e:  # a manifest or report of the wrong shape
        raise ImportProblem(f"{manifest_path} or the reports in {reports}: unexpected content ({type(e).__name__}: "
                            f"{str(e)[:200]})") from None


def _import(reports: Path, manifest: dict[str, Any], engine_version: str) -> Imported:
    files = sorted(reports.rglob("TEST-*.xml"))
    if not files:
        raise ImportProblem(f"{reports}: no Surefire reports (TEST-*.xml)")
    by_key = {f"{t['class']}#{t['method']}": t for t in manifest["tests"]}
    seen: dict[str, tuple[str, str, float]] = {}
    unknown: list[str] = []
    started: list[str] = []
    for f in files:
        try:
            root = ET.parse(f).getroot()
        except ET.ParseError as e:
            raise ImportProblem(f"{f}: not XML: {e}") from None
        suites = [root] if root.tag == "testsuite" else root.findall("testsuite")
        for suite in suites:
            if suite.get("timestamp"):
                started.append(suite.get("timestamp", ""))
            for case in suite.iter("testcase"):
                key = f"{case.get('classname', suite.get('name', ''))}#{case.get('name', '')}"
                status, message = _outcome(case)
                if key not in by_key:
                    unknown.append(f"{f.name}: {key} ({status})")
                    continue
                seen[key] = (status, message, float(case.get("time") or 0.0))
    results: list[Result] = []
    for key, t in by_key.items():
        status, message, duration = seen.get(key, ("errored", f"no result for {key} in the Surefire reports "
                                                              "(the class failed to compile, or was not run)", 0.0))
        # a failing assertion of the exported JUnit test, run by XMage's own test framework, is XMage's; anything
        # else (a test that didn't compile or run) is the exporter's (docs/verdicts.md)
        cause = None if status == "passed" else "engine" if status == "failed" else "adapter"
        results.append(Result(t["id"], t["feature"], t["scenario"], status, message, list(t["rulings"]), list(t["rules"]),
                              list(t.get("cards", [])), list(t.get("capabilities", [])), duration, cause))
    for n in manifest["not_exported"]:
        cause = None if n["status"] == "passed" else "suite" if n["status"] == "pending" else "adapter"
        results.append(Result(n["id"], n["feature"], n["scenario"], n["status"], n["reason"], list(n["rulings"]),
                              list(n["rules"]), cause=cause))
    suite = manifest.get("suite", {})
    run_info = RunInfo(engine=str(manifest.get("engine", "xmage")), engine_version=engine_version,
                       suite_version=suite.get("version", "unknown"),
                       suite_commit=suite.get("commit", "unknown"),
                       started_at=_iso(min(started)) if started else dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
                       duration_s=round(sum(r.duration_s for r in results), 3))
    return Imported(Results(run_info, results), unknown)


def _iso(stamp: str) -> str:
    """Surefire writes ``2026-11-29T12:00:00`` (local time, no zone); keep it ISO 8601, as UTC if unzoned."""
    try:
        parsed = dt.datetime.fromisoformat(stamp)
    except ValueError:
        return dt.datetime.now(dt.UTC).isoformat(timespec="seconds")
    return (parsed if parsed.tzinfo else parsed.replace(tzinfo=dt.UTC)).isoformat(timespec="seconds")
