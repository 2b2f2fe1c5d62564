"""Large corpora (issue 13, item 8): shards split deterministically by scenario id, merged back into one run;
a parallel run (-n) writes what a serial run writes (results.json, junit.xml, Cucumber Messages), compared
modulo timings and order."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from mtg_rulings.model.results import Result, Results, RunInfo, load_results, write_results
from mtg_rulings.runner.shards import ShardError, assign, merge_results, parse_shard

ROOT = Path(__file__).resolve().parent.parent
SELECT = "chocobo or adventure"  # a part of the corpus with failures on WrongEngine, several Examples rows


def rulings(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mtg_rulings.cli.app", *map(str, args)], capture_output=True, text=True,
                          cwd=ROOT, timeout=900, check=False)


# --- the split ---------------------------------------------------------------------------------------


def test_parse_shard_refuses_what_is_not_k_of_n() -> None:
    assert parse_shard("2/4") == (2, 4)
    for bad in ("0/4", "5/4", "2", "a/b", "2/0"):
        with pytest.raises(ShardError):
            parse_shard(bad)


def test_the_split_is_a_deterministic_partition() -> None:
    ids = [f"s{i:03}" for i in range(101)]
    parts = assign(list(reversed(ids)), 4)
    assert parts == assign(ids, 4)  # the order the ids come in doesn't matter
    assert set(parts) == set(ids) and set(parts.values()) == {0, 1, 2, 3}
    sizes = [list(parts.values()).count(p) for p in range(4)]
    assert max(sizes) - min(sizes) <= 1


def test_recorded_durations_balance_the_parts() -> None:
    ids = [f"s{i}" for i in range(10)]
    durations = {"s0": 9.0, **{f"s{i}": 1.0 for i in range(1, 10)}}
    parts = assign(ids, 2, durations)
    loads = [sum(durations[i] for i in ids if parts[i] == p) for p in range(2)]
    assert loads == [9.0, 9.0]  # by count alone (5 and 5) one part would take 13 s and the other 5 s
    assert [i for i in ids if parts[i] == parts["s0"]] == ["s0"]
    assert assign([*ids, "new"], 2, durations)["new"] in (0, 1)  # an id the previous run lacks still has a part


# --- merging -----------------------------------------------------------------------------------------


def run_of(engine: str, *ids: str, commit: str = "abc") -> Results:
    info = RunInfo(engine, "1.0", "0.1.0", commit, "2026-11-30T00:00:00+00:00", 1.0)
    return Results(info, [Result(i, "f.feature", i, "passed", "", [], [], [], [], 0.1) for i in ids])


def test_merge_refuses_shards_of_other_runs_or_overlapping() -> None:
    merged = merge_results([(Path("a"), run_of("e", "x", "y")), (Path("b"), run_of("e", "z"))])
    assert sorted(r.id for r in merged.results) == ["x", "y", "z"] and merged.complete
    with pytest.raises(ShardError, match="overlap"):
        merge_results([(Path("a"), run_of("e", "x", "y")), (Path("b"), run_of("e", "y"))])
    with pytest.raises(ShardError, match="shards of one run only"):
        merge_results([(Path("a"), run_of("e", "x")), (Path("b"), run_of("other", "y"))])
    with pytest.raises(ShardError, match="shards of one run only"):
        merge_results([(Path("a"), run_of("e", "x")), (Path("b"), run_of("e", "y", commit="def"))])


def sharded(run: Results, spec: str | None) -> Results:
    run.run_info.shard = spec
    return run


def test_a_merge_is_complete_only_with_every_shard_of_the_run() -> None:
    """results.json says which shard of a run it is (``run_info.shard``, format 4): a merge of some of the shards
    is incomplete, naming the ones not given; a shard twice, shards of different counts, or a whole run among
    shards are refused. Files that record no shard (format 3 and older) merge as before."""
    a, b, c = (sharded(run_of("e", i), f"{k}/3") for k, i in ((1, "x"), (2, "y"), (3, "z")))
    assert merge_results([(Path("a"), a), (Path("b"), b), (Path("c"), c)]).complete
    some = merge_results([(Path("a"), a), (Path("c"), c)])
    assert not some.complete and "shard(s) 2/3 were not given" in some.incomplete_reason
    assert merge_results([(Path("a"), a), (Path("c"), c)], selected_nothing=["2/3"]).complete  # `-n`: nothing to run
    assert not merge_results([(Path("a"), a)], selected_nothing=["2/3"]).complete
    with pytest.raises(ShardError, match="both shard 1/3"):
        merge_results([(Path("a"), a), (Path("a2"), sharded(run_of("e", "w"), "1/3"))])
    with pytest.raises(ShardError, match=r"a shard of 3, but .* of 2"):
        merge_results([(Path("a"), a), (Path("d"), sharded(run_of("e", "w"), "2/2"))])
    with pytest.raises(ShardError, match="is a whole run"):
        merge_results([(Path("a"), a), (Path("w"), run_of("e", "w"))])


def test_merge_command_refuses_overlapping_shards_with_exit_2(tmp_path: Path) -> None:
    for name in ("a", "b"):
        write_results(run_of("e", "x"), tmp_path / name / "results.json")
    proc = rulings("merge", tmp_path / "out", tmp_path / "a" / "results.json", tmp_path / "b" / "results.json")
    assert proc.returncode == 2 and "overlap" in proc.stderr
    assert not (tmp_path / "out" / "results.json").exists()


# --- whole runs: serial, shards merged, parallel -----------------------------------------------------


def _strip(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _strip(v) for k, v in value.items() if k not in ("timestamp", "duration", "duration_s", "started_at")}
    if isinstance(value, list):
        return [_strip(v) for v in value]
    return value


def normalised(out: Path) -> dict[str, Any]:
    """A run's three files without timings and order."""
    results = _strip(json.loads((out / "results.json").read_text()))
    root = ET.parse(out / "junit.xml").getroot()
    suite = root.find("testsuite") if root.tag == "testsuites" else root
    assert suite is not None
    cases = sorted((c.get("classname"), c.get("name"), tuple(sorted((e.tag, e.get("message") or "") for e in c)))
                   for c in suite.iter("testcase"))
    counts = {a: suite.get(a) for a in ("tests", "errors", "failures", "skipped")}
    messages = sorted(json.dumps(_strip(json.loads(line)), sort_keys=True)
                      for line in (out / "cucumber-messages.ndjson").read_text().splitlines())
    return {"results": results, "junit": (counts, cases), "cucumber": messages}


@pytest.fixture(scope="module")
def serial(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("serial")
    proc = rulings("run", "--engine", "tests.fakes:WrongEngine", "-k", SELECT, "--out", out)
    assert proc.returncode == 1, proc.stdout + proc.stderr  # WrongEngine fails some: failures must survive a merge
    return out


def test_a_parallel_run_writes_what_a_serial_run_writes(serial: Path, tmp_path: Path) -> None:
    proc = rulings("run", "--engine", "tests.fakes:WrongEngine", "-k", SELECT, "-n", "2", "--out", tmp_path)
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert normalised(tmp_path) == normalised(serial)
    assert not (tmp_path / ".shards").exists()


def test_shards_merged_are_the_serial_run(serial: Path, tmp_path: Path) -> None:
    durations = serial / "results.json"
    outs = []
    for k in (1, 2, 3):
        out = tmp_path / f"shard{k}"
        proc = rulings("run", "--engine", "tests.fakes:WrongEngine", "-k", SELECT, "--shard", f"{k}/3",
                       "--durations", durations, "--out", out)
        assert proc.returncode in (0, 1), proc.stdout + proc.stderr
        outs.append(out)
    shard_ids = [{r.id for r in load_results(o / "results.json").results} for o in outs]
    assert all(shard_ids) and sum(map(len, shard_ids)) == len(set().union(*shard_ids))  # a partition
    assert [load_results(o / "results.json").run_info.shard for o in outs] == ["1/3", "2/3", "3/3"]
    proc = rulings("merge", tmp_path / "merged", *[o / "results.json" for o in outs])
    assert proc.returncode == 1, proc.stdout + proc.stderr
    assert normalised(tmp_path / "merged") == normalised(serial)
    assert load_results(tmp_path / "merged" / "results.json").run_info.shard is None  # the whole run
    # two of the three shards are no whole run, even when both passed: incomplete, naming the one not given
    proc = rulings("merge", tmp_path / "some", outs[0] / "results.json", outs[2] / "results.json")
    merged = load_results(tmp_path / "some" / "results.json")
    assert proc.returncode == 1 and "shard(s) 2/3 were not given" in proc.stderr, proc.stdout + proc.stderr
    assert not merged.complete and "a merge of 2 of 3 shards" in merged.incomplete_reason
    # a shard of another engine is refused
    other = tmp_path / "other"
    # shards split by file: the one file of this selection is all of shard 1/1
    assert rulings("run", "-k", "chocobo-counted", "--shard", "1/1", "--out", other).returncode == 0
    proc = rulings("merge", tmp_path / "bad", outs[0] / "results.json", other / "results.json")
    assert proc.returncode == 2 and "shards of one run only" in proc.stderr


def test_the_shards_own_parts_joined_are_the_serial_runs_messages_and_report(serial: Path, tmp_path: Path) -> None:
    """The shards of ``-n`` write their own part of the Cucumber Messages and of the report's scenarios; joined,
    they are the serial run's (the messages modulo timings and order, the report page for page); a part cut short
    is made again from the feature files."""
    from mtg_rulings.cli.scale import _merge, _write_from_parts
    from mtg_rulings.reports.site import build_site, render_site
    from mtg_rulings.runner.config import PROJECT_ROOT
    from mtg_rulings.runner.shards import SHARD_SUITE, read_shard_suites
    from mtg_rulings.steps.collection import SUITE_FEATURES, load_suite

    outs = []
    for k in (1, 2):
        out = tmp_path / f"shard{k}"
        proc = rulings("run", "--engine", "tests.fakes:WrongEngine", "-k", SELECT, "--shard", f"{k}/2",
                       "--pytest-extra=--rulings-reports=shard", "--out", out)
        assert proc.returncode in (0, 1), proc.stdout + proc.stderr
        assert (out / SHARD_SUITE).exists() and not (out / "report").exists()
        outs.append(out)
    paths = [o / "results.json" for o in outs]
    merged = merge_results([(p, load_results(p)) for p in paths])
    assert _write_from_parts(merged, paths, [SUITE_FEATURES], tmp_path / "joined")
    write_results(merged, tmp_path / "joined" / "results.json")
    (tmp_path / "joined" / "junit.xml").write_bytes((serial / "junit.xml").read_bytes())  # compared elsewhere
    assert normalised(tmp_path / "joined")["cucumber"] == normalised(serial)["cucumber"]
    parts = read_shard_suites([o / SHARD_SUITE for o in outs], [SUITE_FEATURES])
    whole = load_suite([SUITE_FEATURES], PROJECT_ROOT)
    assert [i.id for i in parts] == [i.id for i in whole]
    assert render_site(build_site([merged], parts)) == render_site(build_site([merged], whole))
    # a shard's messages cut short (a shard stopped while writing): nothing joined, the merge makes them again
    messages = outs[1] / "cucumber-messages.ndjson"
    messages.write_text("".join(messages.read_text().splitlines(keepends=True)[:-1]))
    assert not _write_from_parts(merged, paths, [SUITE_FEATURES], tmp_path / "cut")
    assert not (tmp_path / "cut" / "cucumber-messages.ndjson").exists()
    assert _merge(tmp_path / "cut", paths, [SUITE_FEATURES], shard_parts=True) == 1
    assert normalised(tmp_path / "cut")["cucumber"] == normalised(serial)["cucumber"]


def test_a_split_by_file_is_a_deterministic_partition_balanced_by_size(tmp_path: Path) -> None:
    """`rulings run -n` without durations: each shard reads only its own feature files."""
    from mtg_rulings.runner.shards import assign_files

    sizes = [9000, *[1000] * 9]
    files = []
    for i, size in enumerate(sizes):
        f = tmp_path / f"f{i}.feature"
        f.write_text("x" * size)
        files.append(f)
    parts = assign_files(list(reversed(files)), 2)
    assert set(parts) == set(files) and set(parts.values()) == {0, 1}
    assert parts == assign_files(files, 2)
    loads = [sum(f.stat().st_size for f in files if parts[f] == p) for p in range(2)]
    assert sorted(loads) == [9000, 9000]


DUPLICATE = """Feature: {name}
  @id:same-id @cr:305.2
  Scenario: A land play in {name}
    CR 305.2: a player may play one land during each of their turns.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Forest in her hand
    When Alice plays Forest from her hand
    Then Alice controls Forest
"""


def test_a_scenario_id_in_files_of_two_parts_is_refused(tmp_path: Path) -> None:
    """Split by file, no shard sees both files; the merge refuses shards that share a scenario (exit 2), as a serial
    run refuses the duplicate id."""
    features = tmp_path / "features"
    features.mkdir()
    for name in ("a", "b"):
        (features / f"{name}.feature").write_text(DUPLICATE.format(name=name))
    proc = rulings("run", "--features", features, "-n", "2", "--out", tmp_path / "out")
    assert proc.returncode == 2 and "the shards overlap" in proc.stderr, proc.stdout + proc.stderr
    proc = rulings("run", "--features", features, "--out", tmp_path / "serial")
    assert proc.returncode == 2 and "duplicate scenario id @id:same-id" in proc.stderr, proc.stdout + proc.stderr


# --- parsing shared by the processes of a parallel run ---------------------------------------------


def test_shared_parses_are_the_documents_the_parser_makes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A shard parses its stretch of the files and keeps each document as JSON for the others and the merge; what
    another process reads back is the document the parser makes (same node ids), and a stretch of any part covers
    every file."""
    from gherkin.ast_builder import AstBuilder
    from gherkin.parser import Parser

    from mtg_rulings.steps.collection import (
        SHARED_PARSES_ENV,
        SUITE_FEATURES,
        FileIds,
        _parse_gherkin,
        feature_files,
        ids_prefix,
        parse_gherkin,
        share_parsing,
    )

    monkeypatch.setenv(SHARED_PARSES_ENV, str(tmp_path))
    _parse_gherkin.cache_clear()
    try:
        share_parsing(SUITE_FEATURES, 2, 3)
        files = feature_files(SUITE_FEATURES)
        assert len(list(tmp_path.glob("*.json"))) == len(files) and not list(tmp_path.glob("*.partial"))
        _parse_gherkin.cache_clear()  # as another process: from the shared files
        for path in files:
            text = path.read_text(encoding="utf-8")
            assert parse_gherkin(path, text) == Parser(AstBuilder(FileIds(ids_prefix(path, text)))).parse(text)
    finally:
        _parse_gherkin.cache_clear()


def test_parsed_documents_are_cached_between_runs_and_a_bad_entry_is_parsed_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from mtg_rulings.steps import collection
    from mtg_rulings.steps.collection import CACHE_ENV, SHARED_PARSES_ENV, _parse_gherkin, parse_gherkin, parses_dir

    path = ROOT / "features" / "rules" / "302_summoning_sickness.feature"
    text = path.read_text(encoding="utf-8")
    monkeypatch.delenv(SHARED_PARSES_ENV, raising=False)
    monkeypatch.setenv(CACHE_ENV, str(tmp_path))
    folder = parses_dir()
    assert folder is not None and folder.parent == tmp_path and "gherkin-" in folder.name
    monkeypatch.setattr(collection, "_pruned", set())
    _parse_gherkin.cache_clear()
    try:
        folder.mkdir(parents=True)
        stale = folder / "stale.json"
        stale.write_text("{}")
        old = time.time() - (collection.CACHE_DAYS + 1) * 86400
        os.utime(stale, (old, old))
        document = parse_gherkin(path, text)
        [kept] = folder.glob("*.json")  # the stale entry was removed as the first one was written
        assert json.loads(kept.read_text()) == document
        _parse_gherkin.cache_clear()  # another run: read from the cache
        kept.write_text(json.dumps({**document, "comments": ["from the cache"]}))
        assert parse_gherkin(path, text)["comments"] == ["from the cache"]
        _parse_gherkin.cache_clear()
        kept.write_text('{"truncated')  # unreadable: parsed again and rewritten
        assert parse_gherkin(path, text) == document and json.loads(kept.read_text()) == document
        monkeypatch.setenv(CACHE_ENV, "")  # set but empty: nothing is kept
        assert parses_dir() is None
    finally:
        _parse_gherkin.cache_clear()


def test_a_parse_this_process_wrote_or_checked_is_read_back_unchecked(tmp_path: Path,
                                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """The Cucumber writer reads again the documents collection read: an entry this process wrote, or checked
    against its file once, is not checked again; one another process wrote is."""
    from mtg_rulings.steps import collection
    from mtg_rulings.steps.collection import SHARED_PARSES_ENV, _parse_gherkin, parse_gherkin

    path = ROOT / "features" / "rules" / "302_summoning_sickness.feature"
    text = path.read_text(encoding="utf-8")
    monkeypatch.setenv(SHARED_PARSES_ENV, str(tmp_path))
    monkeypatch.setattr(collection, "_checked", set())
    checks: list[int] = []
    matches = collection._matches_source
    monkeypatch.setattr(collection, "_matches_source", lambda doc, lines: checks.append(1) or matches(doc, lines))
    _parse_gherkin.cache_clear()
    try:
        document = parse_gherkin(path, text)  # parsed and written: known good
        _parse_gherkin.cache_clear()
        assert parse_gherkin(path, text) == document and checks == []
        monkeypatch.setattr(collection, "_checked", set())  # as another process would find the entry
        _parse_gherkin.cache_clear()
        assert parse_gherkin(path, text) == document and checks == [1]
        _parse_gherkin.cache_clear()
        assert parse_gherkin(path, text) == document and checks == [1]  # checked once
    finally:
        _parse_gherkin.cache_clear()


def test_the_parse_cache_defaults_to_the_users_cache_folder_and_keeps_the_newest(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from mtg_rulings.steps import collection
    from mtg_rulings.steps.collection import CACHE_ENV, SHARED_PARSES_ENV, _parse_gherkin, parse_gherkin, parses_dir

    monkeypatch.delenv(SHARED_PARSES_ENV, raising=False)
    monkeypatch.delenv(CACHE_ENV, raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    folder = parses_dir()
    assert folder is not None and folder.parent == tmp_path / "xdg" / "rulings"
    monkeypatch.delenv("XDG_CACHE_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    assert parses_dir() == tmp_path / "home" / ".cache" / "rulings" / folder.name
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    folder = parses_dir()
    assert folder is not None
    folder.mkdir(parents=True)
    for n in range(3):  # older than anything written now, newest last
        (folder / f"old{n}.json").write_text("{}")
        os.utime(folder / f"old{n}.json", (time.time() - 100 + n, time.time() - 100 + n))
    monkeypatch.setattr(collection, "_pruned", set())
    monkeypatch.setattr(collection, "CACHE_FILES", 2)
    _parse_gherkin.cache_clear()
    try:
        path = ROOT / "features" / "rules" / "302_summoning_sickness.feature"
        parse_gherkin(path, path.read_text(encoding="utf-8"))
        assert sorted(p.name for p in folder.glob("old*.json")) == ["old1.json", "old2.json"]  # the newest 2 kept
        assert len(list(folder.glob("*.json"))) == 3  # and the one written after
    finally:
        _parse_gherkin.cache_clear()
