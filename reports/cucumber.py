"""Cucumber Messages: one run as line-delimited JSON envelopes, so Cucumber tooling can read it.

Written by ``rulings run --out DIR`` as ``DIR/cucumber-messages.ndjson``, beside ``junit.xml``. Envelopes,
in order: ``meta``; per feature file ``source``, ``gherkinDocument`` and its ``pickle``s (made by the
official Gherkin parser and compiler, the one pytest-bdd uses); ``testRunStarted``; a ``testCase`` per
pickle that has a result; per test case ``testCaseStarted``, per step ``testStepStarted`` and
``testStepFinished``, then ``testCaseFinished``; ``testRunFinished``. Field names and shapes follow the
messages schema (``PROTOCOL_VERSION``; the tests check every envelope with the ``cucumber-messages``
package's own data classes).

How a scenario's status becomes step results. In this suite the steps only build engine-neutral data;
the engine runs the whole scenario after the last step, and a failing check names its feature line.
So: ``passed`` -> every step PASSED. ``failed``/``errored``/``timeout`` -> the step on the line the
message names (``<feature>:<line>:``), or the last step when it names none, is FAILED with the message;
steps before it PASSED, after it SKIPPED. ``pending`` -> the first step PENDING with the reason, the rest
SKIPPED. ``unsupported`` -> every step SKIPPED, the first carrying the message. Timestamps are the run's
start plus the scenarios' durations in order; a test case's whole duration goes to its deciding step.

A parallel run's (``rulings run -n``, :func:`merge_messages`) holds the same envelopes, each shard's documents and
test cases one shard after another (so feature files and test cases in another order than a serial run's), each
test case timed from its own shard's start: the shards ran at once.
"""

from __future__ import annotations

import datetime as dt
import json
import platform
import re
from collections.abc import Callable, Collection, Iterator
from json.encoder import encode_basestring
from pathlib import Path
from typing import Any, BinaryIO

from gherkin.errors import CompositeParserException, ParserError
from gherkin.pickles.compiler import Compiler
from gherkin.stream.gherkin_events import create_errors

import mtg_rulings as rulings
from mtg_rulings.model.files import atomic_writer
from mtg_rulings.model.results import Result, Results, no_gc
from mtg_rulings.steps.collection import FeatureDirs, FileIds, feature_files, ids_prefix, parse_gherkin, relative_path

_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))  # one encoder, not one per line
PROTOCOL_VERSION = "34.2.0"
MEDIA_TYPE = "text/x.cucumber.gherkin+plain"
NOT_PASSED_STATUS = {"failed": "FAILED", "errored": "FAILED", "timeout": "FAILED"}


def _timestamp(t: float) -> dict[str, int]:
    """Seconds since the epoch -> ``{"seconds", "nanos"}``."""
    seconds, nanos = divmod(round(t * 1e9), 1_000_000_000)
    return {"seconds": int(seconds), "nanos": int(nanos)}


def _duration(s: float) -> dict[str, int]:
    return _timestamp(max(s, 0.0))


def _meta() -> dict[str, Any]:
    return {"meta": {"protocolVersion": PROTOCOL_VERSION,
                     "implementation": {"name": "mtg-rulings", "version": rulings.__version__},
                     "runtime": {"name": platform.python_implementation(), "version": platform.python_version()},
                     "os": {"name": platform.system(), "version": platform.release()},
                     "cpu": {"name": platform.machine()}}}


def _steps_and_rows(document: dict[str, Any], step_line: dict[str, int], rows: dict[str, list[str]]) -> None:
    """Record each step's line (by its node id) and each Examples row's values (by its id), going through the
    document's Backgrounds, Scenarios and Rules only."""
    nodes = [document.get("feature") or {}]
    while nodes:
        for child in nodes.pop().get("children", []):
            if "rule" in child:
                nodes.append(child["rule"])
                continue
            item = child.get("background") or child.get("scenario") or {}
            for step in item.get("steps", []):
                step_line[step["id"]] = step["location"]["line"]
            for examples in item.get("examples", []):
                for row in examples.get("tableBody", []):
                    rows[row["id"]] = [c["value"] for c in row["cells"]]


def _result_id(pickle: dict[str, Any], rows: dict[str, list[str]]) -> str | None:
    """The result id of a pickle: its ``@id:`` tag, plus ``[v1-v2...]`` for an Examples row (as pytest-bdd names it)."""
    ids = [t["name"][4:] for t in pickle["tags"] if t["name"].startswith("@id:")]
    if not ids:
        return None
    row = next((rows[n] for n in pickle["astNodeIds"][1:] if n in rows), None)
    return f"{ids[0]}[{'-'.join(row)}]" if row is not None else ids[0]


StepResult = tuple[str, str | None, float]


def _step_results(result: Result, step_lines: list[int]) -> list[StepResult]:
    """(status, message, duration_s) for each step of a test case; see the module docstring."""
    n, msg, dur = len(step_lines), result.message or None, result.duration_s
    ok: StepResult = ("PASSED", None, 0.0)
    skipped: StepResult = ("SKIPPED", None, 0.0)
    if n == 0:
        return []
    if result.status == "passed":
        return [ok] * (n - 1) + [("PASSED", None, dur)]
    if result.status == "pending":
        return [("PENDING", msg, dur)] + [skipped] * (n - 1)
    if result.status == "unsupported":
        return [("SKIPPED", msg, dur)] + [skipped] * (n - 1)
    m = re.match(rf"{re.escape(result.feature)}:(\d+):", result.message)
    at = step_lines.index(int(m[1])) if m and int(m[1]) in step_lines else n - 1
    return [ok] * at + [(NOT_PASSED_STATUS.get(result.status, "FAILED"), msg, dur)] + [skipped] * (n - at - 1)


Case = tuple[str, list[str], Result, list[int]]  # a test case: pickle id, its step ids, the result, step lines


def messages(run: Results, features_dir: FeatureDirs, root: Path) -> Iterator[dict[str, Any]]:
    """The envelopes of one run, in order (see the module docstring), one at a time: a feature file's envelopes
    are made, handed on and dropped before the next file's are, and of each test case only its pickle's ids,
    step ids and lines are kept until the test cases are written (the whole list of 10^5 results' envelopes would
    be gigabytes)."""
    cases: list[Case] = []
    yield from _document_envelopes(run, features_dir, root, cases)
    yield from _run_envelopes(run, cases)


def _document_envelopes(run: Results, features_dir: FeatureDirs, root: Path, cases: list[Case],
                        only: Collection[Path] | None = None) -> Iterator[dict[str, Any]]:
    """``meta``, then each feature file's envelopes (of the files in ``only``, when given); each pickle with a
    result is added to ``cases``."""
    by_id = {r.id: r for r in run.results}
    yield _meta()
    step_line: dict[str, int] = {}
    rows: dict[str, list[str]] = {}
    for path in feature_files(features_dir):
        if only is not None and path not in only:
            continue
        uri = relative_path(path, root)
        step_line.clear()  # ids are unique per file (FileIds): a file's steps and rows are looked up in it only
        rows.clear()
        for envelope in _gherkin_envelopes(path, uri):
            env: dict[str, Any] = dict(envelope)
            yield env
            if "gherkinDocument" in env:
                _steps_and_rows(env["gherkinDocument"], step_line, rows)
            if "pickle" in env:
                rid = _result_id(env["pickle"], rows)
                if rid in by_id:
                    steps = env["pickle"]["steps"]
                    lines = [step_line.get(s["astNodeIds"][0], 0) for s in steps]
                    cases.append((env["pickle"]["id"], [s["id"] for s in steps], by_id[rid], lines))


RUN_ID = "run-0"


def _run_envelopes(run: Results, cases: list[Case]) -> Iterator[dict[str, Any]]:
    """``testRunStarted``, the test cases, each test case's steps, ``testRunFinished``
    (:func:`_run_lines` writes the same as text)."""
    started = dt.datetime.fromisoformat(run.run_info.started_at).timestamp()
    yield {"testRunStarted": {"id": RUN_ID, "timestamp": _timestamp(started)}}
    for pickle_id, step_ids, _, _ in cases:
        yield {"testCase": {"id": f"tc-{pickle_id}", "pickleId": pickle_id, "testRunStartedId": RUN_ID,
                            "testSteps": [{"id": f"ts-{s}", "pickleStepId": s} for s in step_ids]}}
    clock = started
    for pickle_id, step_ids, result, lines in cases:
        tcs = f"tcs-{pickle_id}"
        yield {"testCaseStarted": {"id": tcs, "testCaseId": f"tc-{pickle_id}", "attempt": 0,
                                   "timestamp": _timestamp(clock)}}
        for step_id, (status, message, dur) in zip(step_ids, _step_results(result, lines), strict=True):
            yield {"testStepStarted": {"testCaseStartedId": tcs, "testStepId": f"ts-{step_id}",
                                       "timestamp": _timestamp(clock)}}
            clock += dur
            step_result: dict[str, Any] = {"status": status, "duration": _duration(dur)}
            if message:
                step_result["message"] = message
            yield {"testStepFinished": {"testCaseStartedId": tcs, "testStepId": f"ts-{step_id}",
                                        "testStepResult": step_result, "timestamp": _timestamp(clock)}}
        yield {"testCaseFinished": {"testCaseStartedId": tcs, "timestamp": _timestamp(clock), "willBeRetried": False}}
    yield _run_finished(run, started)


def _run_finished(run: Results, started: float) -> dict[str, Any]:
    success = run.complete and not any(r.status in NOT_PASSED_STATUS for r in run.results)
    finished: dict[str, Any] = {"testRunStartedId": RUN_ID, "success": success,
                                "timestamp": _timestamp(started + run.run_info.duration_s)}
    if not run.complete:
        finished["message"] = f"incomplete run: {run.incomplete_reason}"
    return {"testRunFinished": finished}


def _json_timestamp(t: float) -> str:
    """:func:`_timestamp` as JSON text."""
    seconds, nanos = divmod(round(t * 1e9), 1_000_000_000)
    return f'{{"seconds":{int(seconds)},"nanos":{int(nanos)}}}'


def _run_lines(run: Results, cases: list[Case], encode: Callable[[Any], str]) -> Iterator[str]:
    """The JSON lines of :func:`_run_envelopes`, the same text as ``encode`` makes of each (compact, not ASCII-only),
    written here from their fixed shapes: these are most of the envelopes (a test step's two per step, a million at
    100,000 results), and encoding them as dictionaries was a third of ``rulings merge``'s time.
    tests/test_cucumber_messages.py compares the two."""
    q, ts = encode_basestring, _json_timestamp  # a JSON string literal, as the encoder writes one; a timestamp
    started = dt.datetime.fromisoformat(run.run_info.started_at).timestamp()
    run_id = q(RUN_ID)
    yield f'{{"testRunStarted":{{"id":{run_id},"timestamp":{ts(started)}}}}}'
    for pickle_id, step_ids, _, _ in cases:
        steps = ",".join(f'{{"id":{q(f"ts-{s}")},"pickleStepId":{q(s)}}}' for s in step_ids)
        yield (f'{{"testCase":{{"id":{q(f"tc-{pickle_id}")},"pickleId":{q(pickle_id)},"testRunStartedId":{run_id},'
               f'"testSteps":[{steps}]}}}}')
    clock = started
    for pickle_id, step_ids, result, lines in cases:
        tcs = q(f"tcs-{pickle_id}")
        yield (f'{{"testCaseStarted":{{"id":{tcs},"testCaseId":{q(f"tc-{pickle_id}")},"attempt":0,'
               f'"timestamp":{ts(clock)}}}}}')
        for step_id, (status, message, dur) in zip(step_ids, _step_results(result, lines), strict=True):
            step = q(f"ts-{step_id}")
            yield f'{{"testStepStarted":{{"testCaseStartedId":{tcs},"testStepId":{step},"timestamp":{ts(clock)}}}}}'
            clock += dur
            said = f',"message":{q(message)}' if message else ""
            yield (f'{{"testStepFinished":{{"testCaseStartedId":{tcs},"testStepId":{step},"testStepResult":'
                   f'{{"status":{q(status)},"duration":{ts(max(dur, 0.0))}{said}}},"timestamp":{ts(clock)}}}}}')
        yield f'{{"testCaseFinished":{{"testCaseStartedId":{tcs},"timestamp":{ts(clock)},"willBeRetried":false}}}}'
    yield encode(_run_finished(run, started))


def lines(run: Results, features_dir: FeatureDirs, root: Path, only: Collection[Path] | None = None) -> Iterator[str]:
    """The JSON text of each of :func:`messages`' envelopes, in order (what :func:`write_messages` writes); with
    ``only``, of those feature files alone (a shard's)."""
    encode = _ENCODER.encode
    cases: list[Case] = []
    for envelope in _document_envelopes(run, features_dir, root, cases, only):
        yield encode(envelope)
    yield from _run_lines(run, cases, encode)


def _gherkin_envelopes(path: Path, uri: str) -> Iterator[dict[str, Any]]:
    """A feature file's ``source``, ``gherkinDocument`` and ``pickle`` envelopes, as gherkin's own
    ``GherkinEvents`` makes them, from the document collection read (:func:`parse_gherkin`: read again from the parse
    cache's file, or parsed again; no document is kept for the run); a file that doesn't parse gives its
    ``parseError`` envelopes."""
    text = path.read_text(encoding="utf-8")
    yield {"source": {"uri": uri, "data": text, "mediaType": MEDIA_TYPE}}
    try:
        document = {**parse_gherkin(path, text), "uri": uri}
    except CompositeParserException as e:
        yield from (dict(error) for error in create_errors(e.errors, uri))
        return
    except ParserError as e:
        yield from (dict(error) for error in create_errors([e], uri))  # type: ignore[list-item]
        return
    yield {"gherkinDocument": document}
    for pickle in Compiler(FileIds(ids_prefix(path, text) + "p")).compile(document):  # type: ignore[arg-type]
        yield {"pickle": pickle}


def write_messages(run: Results, features_dir: FeatureDirs, root: Path, path: Path,
                   only: Collection[Path] | None = None) -> None:
    """Write the run's envelopes to ``path``, one JSON object per line, atomically; with ``only``, the documents
    of those feature files alone (a shard's part of a parallel run, for :func:`merge_messages`)."""
    with no_gc(), atomic_writer(path) as f:  # streamed: the file's lines are never all in memory
        batch: list[str] = []
        for line in lines(run, features_dir, root, only):
            batch.append(line)
            if len(batch) >= 1000:
                f.write("\n".join(batch) + "\n")
                batch.clear()
        f.write("".join(line + "\n" for line in batch))



def _sections(shard: Path) -> tuple[int, int, int, int, int]:
    """The byte offsets in a shard's messages file (:func:`write_messages`) of: the end of its ``meta`` line, the
    start and the end of its ``testRunStarted`` line, the end of its last ``testCase`` line, the start of its
    ``testRunFinished`` line (its last). ValueError for a file not of that shape."""
    with shard.open("rb") as f:
        meta = f.readline()
        if not meta.startswith(b'{"meta":'):
            raise ValueError(f"{shard}: not a Cucumber Messages file (no meta envelope first)")
        pos = len(meta)
        for line in f:  # the documents
            if line.startswith(b'{"testRunStarted":'):
                break
            pos += len(line)
        else:
            raise ValueError(f"{shard}: not the Cucumber Messages of a run (no testRunStarted)")
        run_started, pos = pos, pos + len(line)
        cases_end = pos
        for line in f:
            if not line.startswith(b'{"testCase":'):
                break
            cases_end += len(line)
        size = f.seek(0, 2)
        f.seek(max(cases_end, size - 65536))
        tail = f.read()
    last = tail.rfind(b"\n", 0, len(tail) - 1) + 1
    if not tail[last:].startswith(b'{"testRunFinished":'):
        raise ValueError(f"{shard}: not a whole Cucumber Messages file of a run (no testRunFinished last)")
    return len(meta), run_started, pos, cases_end, size - len(tail) + last


def _copy(src: Path, start: int, end: int, out: BinaryIO) -> None:
    with src.open("rb") as f:
        f.seek(start)
        left = end - start
        while left > 0:
            chunk = f.read(min(left, 1 << 20))
            if not chunk:
                raise ValueError(f"{src}: shorter than it was")
            out.write(chunk)
            left -= len(chunk)


def merge_messages(run: Results, shards: list[Path], path: Path) -> None:
    """Write to ``path`` (atomically) the envelopes of ``run``, a merge of shards, from the shards' own files
    (:func:`write_messages` with ``only``: each of its own feature files, together every file), copied rather than
    made again: ``meta``; every shard's documents, shard after shard; one ``testRunStarted`` (the run's start);
    every shard's ``testCase``s; every shard's test cases' steps, with the timestamps of the shard that ran them
    (the shards ran at once); one ``testRunFinished`` of the whole run. The same envelopes as a serial run's, but
    for timestamps and the order of files and of test cases. ValueError for a shard file not of that shape (nothing
    is written then)."""
    started = dt.datetime.fromisoformat(run.run_info.started_at).timestamp()
    cuts = [_sections(s) for s in shards]  # all checked before anything is written
    with atomic_writer(path) as text:
        text.flush()
        out = text.buffer
        _copy(shards[0], 0, cuts[0][0], out)
        for shard, (meta_end, run_started, _, _, _) in zip(shards, cuts, strict=True):
            _copy(shard, meta_end, run_started, out)
        out.write(f'{{"testRunStarted":{{"id":{encode_basestring(RUN_ID)},"timestamp":{_json_timestamp(started)}}}}}\n'
                  .encode())
        for shard, (_, _, cases_start, cases_end, _) in zip(shards, cuts, strict=True):
            _copy(shard, cases_start, cases_end, out)
        for shard, (_, _, _, cases_end, finished) in zip(shards, cuts, strict=True):
            _copy(shard, cases_end, finished, out)
        out.write((_ENCODER.encode(_run_finished(run, started)) + "\n").encode())
