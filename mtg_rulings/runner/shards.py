"""Splitting a run into shards (``rulings run --shard K/N``) and merging their results (``rulings merge``).

A ``rulings run --shard K/N`` job (and each process of ``rulings run -n``) reads, parses and collects only its own
feature files (:func:`assign_files`): the files are split by size, or by the time their scenarios took in a
previous run (``--durations results.json``). The split is deterministic: the same files and durations give the
same parts on every machine. :func:`assign` splits scenario ids instead (every part reads the whole corpus: the
test process's ``--rulings-shard``), dealt round-robin or balanced by recorded durations.

A merge refuses shards of different engines, engine versions or suites (version and commit), and shards
that share a scenario: it would otherwise report a corpus nobody ran.
"""

from __future__ import annotations

import dataclasses
import pickle
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from mtg_rulings.model.files import write_atomic
from mtg_rulings.model.results import Result, Results, RunInfo, load_results, no_gc
from mtg_rulings.steps.collection import FeatureDirs, Problem, ScenarioInfo, StepText, feature_files

#: A shard's scenarios as it collected them (``--rulings-reports shard``), beside its results.json: the merge of
#: ``rulings run -n`` builds the report from them instead of reading and parsing every feature file again.
SHARD_SUITE = "suite.pickle"


class ShardError(ValueError):
    """A shard specification or a set of shards that can't be used (a usage error)."""


def parse_shard(text: str) -> tuple[int, int]:
    """``"K/N"`` as (K, N) with 1 <= K <= N."""
    m = re.fullmatch(r"\s*(\d+)\s*/\s*(\d+)\s*", text)
    if not m or not 1 <= int(m[1]) <= int(m[2]):
        raise ShardError(f"--shard {text!r}: expected K/N with 1 <= K <= N, e.g. 2/4")
    return int(m[1]), int(m[2])


def recorded_durations(path: Path) -> dict[str, float]:
    """Each scenario's duration in a previous run's results.json."""
    try:
        return {r.id: r.duration_s for r in load_results(path).results}
    except (OSError, ValueError) as e:
        raise ShardError(f"--durations {path}: {getattr(e, 'message', None) or e}") from None


def assign(ids: list[str], n: int, durations: dict[str, float] | None = None) -> dict[str, int]:
    """Each id's part, 0..n-1."""
    ids = sorted(set(ids))
    if not durations:
        return {sid: i % n for i, sid in enumerate(ids)}
    known = [durations[i] for i in ids if i in durations]
    mean = sum(known) / len(known) if known else 0.0
    cost = {sid: durations.get(sid, mean) for sid in ids}
    loads = [0.0] * n
    counts = [0] * n
    part: dict[str, int] = {}
    for sid in sorted(ids, key=lambda i: (-cost[i], i)):
        best = min(range(n), key=lambda p: (loads[p], counts[p], p))
        part[sid] = best
        loads[best] += cost[sid]
        counts[best] += 1
    return part


def assign_files(files: list[Path], n: int, durations: dict[str, float] | None = None) -> dict[Path, int]:
    """Each feature file's part, 0..n-1, so that each part reads and collects only its own files (``rulings run
    --shard K/N`` and ``-n``): the heaviest files first, each onto the part with the least weight so far.

    A file's weight is its size in bytes; with ``durations`` (:func:`feature_durations` of a previous run) it is
    the time its scenarios took then, and a file the previous run did not run weighs nothing (a run selecting a
    part of the corpus with ``-k`` is balanced by what it selected). Deterministic: the same files (and
    durations) give the same parts on every machine."""
    by_name = {str(f): f for f in files}
    if durations:
        weights = {name: durations.get(_feature_key(f), 0.0) for name, f in by_name.items()}
    else:
        weights = {name: float(max(f.stat().st_size, 1)) for name, f in by_name.items()}
    parts = assign(list(by_name), n, weights)
    return {by_name[name]: part for name, part in parts.items()}


def feature_durations(path: Path) -> dict[str, float]:
    """The time each feature file's scenarios took in a previous run's results.json, by :func:`_feature_key`."""
    try:
        run = load_results(path)
    except (OSError, ValueError) as e:
        raise ShardError(f"--durations {path}: {getattr(e, 'message', None) or e}") from None
    out: dict[str, float] = {}
    for r in run.results:
        key = _feature_key(Path(r.feature))
        out[key] = out.get(key, 0.0) + r.duration_s
    return out


def _feature_key(path: Path) -> str:
    """A feature file's name as results.json records it on any machine: its last two path parts (its folder under
    the features and its name), since the checkout's own folder differs between CI machines."""
    return "/".join(path.parts[-2:])


def merge_results(shards: list[tuple[Path, Results]], selected_nothing: Iterable[str] = ()) -> Results:
    """One run from its shards' results; :class:`ShardError` for shards of different runs, or overlapping. The run is
    incomplete unless every shard of it is given, or is in ``selected_nothing`` (``"K/N"``: a shard of ``rulings run
    -n`` that had no scenario to run, and so no results file)."""
    if not shards:
        raise ShardError("no shard results to merge")
    # a shard interrupted before its first result may not know its engine's version: it adds only its reason
    empty = [(p, run) for p, run in shards if not run.results and not run.complete]
    shards = [s for s in shards if s not in empty] or shards
    first_path, first = shards[0]
    key = _identity(first.run_info)
    seen: dict[str, Path] = {}
    results: list[Result] = []
    for path, run in shards:
        if _identity(run.run_info) != key:
            raise ShardError(f"{path} is a run of {_describe(run.run_info)}, but {first_path} of "
                             f"{_describe(first.run_info)}: shards of one run only")
        for r in run.results:
            if r.id in seen:
                raise ShardError(f"scenario {r.id} is in both {seen[r.id]} and {path}: the shards overlap")
            seen[r.id] = path
            results.append(r)
    info = first.run_info
    started = min(run.run_info.started_at for _, run in shards)
    merged_info = RunInfo(info.engine, info.engine_version, info.suite_version, info.suite_commit, started,
                          round(max(run.run_info.duration_s for _, run in shards), 3), info.cr_edition,
                          None if any(run.run_info.suite_dirty is None for _, run in shards)
                          else any(run.run_info.suite_dirty for _, run in shards))
    incomplete = [f"{path}: {run.incomplete_reason}" for path, run in [*shards, *empty] if not run.complete]
    incomplete += _missing_shards([*shards, *empty], set(selected_nothing))
    return Results(merged_info, results, complete=not incomplete, incomplete_reason="; ".join(incomplete))


def _missing_shards(shards: list[tuple[Path, Results]], selected_nothing: set[str]) -> list[str]:
    """Why the shards given aren't a whole run: the shards of N not given (a merge of 1 of 2 is incomplete).
    :class:`ShardError` for a whole run mixed with shards, shards of different counts, or one shard twice.
    Files of format 3 or older record no shard: they are taken as whole runs, as before."""
    specs = {path: run.run_info.shard for path, run in shards}
    if all(s is None for s in specs.values()):
        return []
    whole = [str(p) for p, s in specs.items() if s is None]
    if whole:
        raise ShardError(f"{whole[0]} is a whole run (no --shard K/N), but the others are shards: merge the shards of "
                         "one run only")
    given: dict[int, Path] = {}
    counts: dict[int, Path] = {}
    for path, spec in specs.items():
        assert spec is not None
        k, n = parse_shard(spec)
        counts.setdefault(n, path)
        if k in given:
            raise ShardError(f"{path} and {given[k]} are both shard {spec}: give each shard's results once")
        given[k] = path
    if len(counts) > 1:
        (n1, p1), (n2, p2) = list(counts.items())[:2]
        raise ShardError(f"{p1} is a shard of {n1}, but {p2} of {n2}: the shards of one run only")
    n = next(iter(counts))
    missing = [f"{k}/{n}" for k in range(1, n + 1) if k not in given and f"{k}/{n}" not in selected_nothing]
    return [f"the results of shard(s) {', '.join(missing)} were not given (a merge of {len(given)} of {n} shards)"] \
        if missing else []


def _identity(info: RunInfo) -> tuple[str, str, str, str, str]:
    return info.engine, info.engine_version, info.suite_version, info.suite_commit, info.cr_edition


def _describe(info: RunInfo) -> str:
    return f"engine {info.engine!r} {info.engine_version} on suite {info.suite_version} at {info.suite_commit[:12]}"


def merge_junit(paths: list[Path], out: Path) -> None:
    """One junit.xml from the shards' (pytest's own): every test case, the counts and times summed."""
    suites: list[ET.Element] = []
    tops: list[ET.Element] = []
    for p in paths:
        top = ET.parse(p).getroot()
        tops.append(top)
        suite = top.find("testsuite") if top.tag == "testsuites" else top
        if suite is not None:
            suites.append(suite)
    root = ET.Element("testsuites", dict(tops[0].attrib) if tops and tops[0].tag == "testsuites" else {})
    merged = ET.SubElement(root, "testsuite", dict(suites[0].attrib) if suites else {})
    properties: ET.Element | None = None
    cases: list[ET.Element] = []
    for suite in suites:
        for child in suite:
            if child.tag == "properties":
                if properties is None:
                    properties = ET.SubElement(merged, "properties")
                for prop in child:
                    if all(prop.attrib != p.attrib for p in properties):
                        properties.append(prop)
            elif child.tag == "testcase":
                cases.append(child)
    cases.sort(key=lambda c: (c.get("classname", ""), c.get("name", "")))
    merged.extend(cases)
    for attr in ("tests", "errors", "failures", "skipped"):
        merged.set(attr, str(sum(int(s.get(attr, "0")) for s in suites)))
    merged.set("time", f"{max((float(s.get('time', '0')) for s in suites), default=0.0):.3f}")
    ET.ElementTree(root).write(out, encoding="utf-8", xml_declaration=True)


def write_shard_suite(infos: list[ScenarioInfo], path: Path) -> None:
    """Keep a shard's scenarios for its merge (:func:`read_shard_suites`): pickled, as only a process of the same
    run reads them, each as a tuple of its fields (its steps and problems too: unpickling tuples takes half the time
    of dataclasses with slots), less the step definitions each step text was checked against (functions; the
    report needs none)."""
    write_atomic(path, pickle.dumps([_info_row(i) for i in infos], pickle.HIGHEST_PROTOCOL))


def _info_row(info: ScenarioInfo) -> tuple[Any, ...]:
    fields = [getattr(info, name) for name in _INFO_FIELDS]
    fields[_STEPS] = [(s.kind, s.keyword, s.text, s.line) for s in info.steps]
    fields[_PROBLEMS] = [dataclasses.astuple(p) for p in info.problems]
    fields[_PARSED] = {}
    return tuple(fields)


_INFO_FIELDS = [f.name for f in dataclasses.fields(ScenarioInfo)]
_STEPS, _PROBLEMS, _PARSED = (_INFO_FIELDS.index(name) for name in ("steps", "problems", "parsed"))


def read_shard_suites(paths: list[Path], features: FeatureDirs) -> list[ScenarioInfo]:
    """The scenarios of every shard (:func:`write_shard_suite`), in the order of the feature files under
    ``features`` (a shard's in their own order): the suite a serial run's report is built from. OSError,
    pickle.UnpicklingError, EOFError or TypeError for a file that can't be read or is of another version."""
    infos: list[ScenarioInfo] = []
    with no_gc():  # tens of thousands of objects, none of them garbage
        for p in paths:
            for row in pickle.loads(p.read_bytes()):
                fields = list(row)
                fields[_STEPS] = [StepText(*s) for s in fields[_STEPS]]
                fields[_PROBLEMS] = [Problem(*s) for s in fields[_PROBLEMS]]
                infos.append(ScenarioInfo(*fields))
    order = {str(f): n for n, f in enumerate(feature_files(features))}
    return sorted(infos, key=lambda i: order.get(str(i.feature_path), len(order)))  # stable: a file's in order
