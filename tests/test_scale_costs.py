"""Large corpora at a cost bounded by the work (issue 29): a shard reads only its own feature files, split by size or
by recorded durations; ``-n auto`` runs serially where a parallel run can't pay. Properties checked by counting,
never by timing."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

from mtg_rulings.model.results import Result, Results, RunInfo, write_results
from mtg_rulings.runner.shards import assign_files, feature_durations
from tests.test_scale import DUPLICATE

ROOT = Path(__file__).resolve().parent.parent

PLAY = DUPLICATE.replace("@id:same-id", "@id:{name}-land")  # one land play per file, ids of its own


def rulings(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "mtg_rulings.cli.app", *map(str, args)], capture_output=True, text=True,
                          cwd=ROOT, timeout=600, check=False)


def test_a_shard_reads_only_its_own_feature_files(tmp_path: Path) -> None:
    """A file of another part that can't even be parsed doesn't trouble a shard: it was never read."""
    features = tmp_path / "features"
    features.mkdir()
    for name in ("a", "b", "c"):
        (features / f"{name}.feature").write_text(PLAY.format(name=name))
    broken = features / "broken.feature"
    broken.write_text("Feature: broken\n  Scenario: no steps but a stray line\n    Gibberish: here\n" + "x" * 2000)
    parts = assign_files(sorted(features.glob("*.feature")), 2)
    own = parts[broken]  # the largest file: alone on its part
    assert [f for f, p in parts.items() if p == own] == [broken]
    other = 2 - own  # the 1-based number of the part without it
    proc = rulings("run", "--features", features, "--shard", f"{other}/2", "--out", tmp_path / "ok")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    ran = json.loads((tmp_path / "ok" / "results.json").read_text())["results"]
    assert sorted(r["id"] for r in ran) == ["a-land", "b-land", "c-land"]
    proc = rulings("run", "--features", features, "--shard", f"{own + 1}/2", "--out", tmp_path / "bad")
    assert proc.returncode == 2 and "broken.feature" in proc.stdout + proc.stderr, proc.stdout + proc.stderr


def test_recorded_durations_balance_the_files_and_unrun_files_weigh_nothing(tmp_path: Path) -> None:
    files = []
    for name in ("slow", "mid", "quick", "unrun"):
        f = tmp_path / "rules" / f"{name}.feature"
        f.parent.mkdir(exist_ok=True)
        f.write_text("x" * (10_000 if name == "unrun" else 10))
        files.append(f)
    # recorded on another machine: another checkout folder, the same folder and file names
    elsewhere = Path("/ci/checkout/features/rules")
    results = [Result(f"{name}-{i}", str(elsewhere / f"{name}.feature"), "s", "passed", duration_s=d)
               for name, d, count in (("slow", 3.0, 1), ("mid", 1.0, 2), ("quick", 0.5, 2)) for i in range(count)]
    path = tmp_path / "results.json"
    write_results(Results(RunInfo("e", "1", "0", "c", "2026-01-01T00:00:00+00:00"), results), path)
    durations = feature_durations(path)
    assert durations == {"rules/slow.feature": 3.0, "rules/mid.feature": 2.0, "rules/quick.feature": 1.0}
    parts = assign_files(files, 2, durations)
    by_name = {f.stem: p for f, p in parts.items()}
    assert by_name["slow"] != by_name["mid"] == by_name["quick"]  # 3 s against 2 + 1 s; the size plays no part
    assert parts == assign_files(list(reversed(files)), 2, durations)


def test_n_auto_runs_serially_where_a_parallel_run_cant_pay(tmp_path: Path) -> None:
    from mtg_rulings.cli.parallel import AUTO_MIN_SCENARIOS, BYTES_PER_SCENARIO, auto_workers, estimated_scenarios

    small = tmp_path / "small"
    small.mkdir()
    (small / "a.feature").write_text(PLAY.format(name="a"))
    big = tmp_path / "big"
    big.mkdir()
    (big / "b.feature").write_bytes(b"x" * (AUTO_MIN_SCENARIOS * BYTES_PER_SCENARIO))
    assert estimated_scenarios([big]) == AUTO_MIN_SCENARIOS
    assert auto_workers([small], n_cores=4, load=0.0)[0] == 1
    assert auto_workers([big], n_cores=1, load=0.0)[0] == 1
    assert auto_workers([big], n_cores=4, load=0.0) == (4, "")
    assert auto_workers([big], n_cores=4, load=1.2) == (3, "")  # a core taken by other work is left to it
    n, why = auto_workers([big], n_cores=2, load=1.0)
    assert n == 1 and "busy" in why
    # the suite's own corpus is below the threshold: `rulings run -n auto` on it is a serial run, and says so
    proc = rulings("run", "-k", "chocobo-counted", "-n", "auto", "--out", tmp_path / "out")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "-n auto runs serially" in proc.stderr and not (tmp_path / "out" / ".shards").exists()
    assert (tmp_path / "out" / "results.json").exists()


# --- reports written in pieces -------------------------------------------------------------------------


def _run(n: int) -> Results:
    statuses = ["passed", "failed", "pending", "unsupported"]
    return Results(RunInfo("e", "1", "0", "c", "2026-01-01T00:00:00+00:00"),
                   [Result(f"s-{i:03}", "features/x.feature", f"scenario {i}", statuses[i % 4],
                           message="line one\nline \"two\" é" if i % 3 else "", duration_s=0.001 * i,
                           cause=None if i % 4 == 0 else ("engine", "adapter", "suite")[i % 3])
                    for i in reversed(range(n))])


def test_results_json_written_in_chunks_is_the_whole_documents_text(tmp_path: Path) -> None:
    path = tmp_path / "results.json"
    for n in (0, 1, 5, 23):
        run = _run(n)
        for chunk in (1, 4, 1000):
            write_results(run, path, chunk=chunk)
            assert path.read_text(encoding="utf-8") == json.dumps(run.to_dict(), indent=2, ensure_ascii=False) + "\n"


def test_a_bad_result_in_the_last_chunk_leaves_the_old_file_whole(tmp_path: Path) -> None:
    path = tmp_path / "results.json"
    write_results(_run(3), path)
    before = path.read_text()
    bad = _run(10)
    bad.results[0].rules = [7]  # type: ignore[list-item]  # s-009, in the last chunk of 4: a rule is a string
    with pytest.raises(jsonschema.ValidationError, match="7 is not of type 'string'"):
        write_results(bad, path, chunk=4)
    assert path.read_text() == before
    assert [p.name for p in tmp_path.iterdir()] == ["results.json"]  # no temporary file left


def test_cucumber_messages_are_made_one_feature_file_at_a_time(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import mtg_rulings.reports.cucumber as cucumber

    features = tmp_path / "features"
    features.mkdir()
    for name in ("a", "b", "c"):
        (features / f"{name}.feature").write_text(PLAY.format(name=name))
    read: list[str] = []
    real = cucumber._gherkin_envelopes

    def envelopes(path: Path, uri: str) -> object:
        read.append(path.name)
        return real(path, uri)

    monkeypatch.setattr(cucumber, "_gherkin_envelopes", envelopes)
    run = Results(RunInfo("e", "1", "0", "c", "2026-01-01T00:00:00+00:00"),
                  [Result(f"{n}-land", str(features / f"{n}.feature"), "s", "passed") for n in ("a", "b", "c")])
    stream = cucumber.messages(run, features, tmp_path)
    first = [next(stream) for _ in range(4)]  # meta, then a.feature's source, document and pickle
    assert [next(iter(e)) for e in first] == ["meta", "source", "gherkinDocument", "pickle"]
    assert read == ["a.feature"]
    rest = list(stream)
    assert read == ["a.feature", "b.feature", "c.feature"]
    assert sum("testCaseFinished" in e for e in rest) == 3


def test_the_stall_watch_lets_the_writers_work_once_the_journal_says_so(tmp_path: Path) -> None:
    """A silent journal is a stuck engine while scenarios run; once its last event says the reports are being
    written (the engine closed), a silence longer than the limit is the writers' work (minutes at 100,000 results),
    and the run is not killed for it."""
    import os

    from mtg_rulings.cli.signals import Stall

    journal = tmp_path / "journal.jsonl"
    journal.write_text('{"journal":"rulings-journal/1"}\n{"result":{"id":"a"}}\n', encoding="utf-8")
    os.utime(journal, (0, 0))  # silent for ever
    assert Stall(journal, 1.0).stuck()
    journal.write_text(journal.read_text(encoding="utf-8") + '{"writing":"results.json"}\n', encoding="utf-8")
    os.utime(journal, (0, 0))
    assert not Stall(journal, 1.0).stuck()
