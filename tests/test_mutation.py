"""The mutation tooling's own logic (mutation/): what counts as a candidate, the identities, the sample, the
equivalents file and the result document. The measurement itself is `tox -e mutation`."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest

from mutation import FORMAT, candidates, equivalents, execute, operators, report, sample
from mutation.candidates import Candidate, SourceMap

ROOT = Path(__file__).resolve().parent.parent

SOURCE = '''\
"""A module."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    X = 1 + 2

LIMIT = 7


class Game:
    """A game."""

    def step(self, n: int | None = 1) -> int | None:
        """Docstring 117.3."""
        self.log("117.3", f"{n + 1} passes")
        if n < 0:
            raise ValueError(f"bad {n - 1}")
        if n > 2:
            return n + 1
        return n - 1

    def __repr__(self) -> str:
        return str(1 + 1)

    @cache(size=3)
    def cached(self) -> int:
        return 2


CARDS = [CardDef(name="Forest", power=1 + 1), _town("Lindblum", lambda g: g > 3)]
'''


def _pos(text: str, needle: str, nth: int = 0) -> tuple[int, int]:
    lines = text.splitlines()
    hits = [(i + 1, line.index(needle)) for i, line in enumerate(lines) if needle in line]
    return hits[nth]


def test_source_map_names_functions_cards_and_assignments() -> None:
    smap = SourceMap(SOURCE)
    assert smap.function(_pos(SOURCE, "n > 2")) == "Game.step"
    assert smap.function(_pos(SOURCE, "1 + 1)")) == "Game.__repr__"
    assert smap.function(_pos(SOURCE, "power=1 + 1")) == "<card Forest>"
    assert smap.function(_pos(SOURCE, "g > 3")) == "<card Lindblum>"
    assert smap.function(_pos(SOURCE, "LIMIT = 7")) == "<module LIMIT>"
    assert smap.function(_pos(SOURCE, "@cache")) == "Game.cached"  # a decorator belongs to what it decorates
    assert smap.function(_pos(SOURCE, "size=3")) == "Game.cached"


def test_source_map_excludes_text_docstrings_annotations_and_typing_only_code() -> None:
    smap = SourceMap(SOURCE)
    assert smap.exclusion(_pos(SOURCE, "n - 1}")) == "message text (f-string)"
    assert smap.exclusion(_pos(SOURCE, "n + 1}")) == "trace text (log)"
    assert smap.exclusion(_pos(SOURCE, 'self.log("117.3"')) == "trace text (log)"
    assert smap.exclusion(_pos(SOURCE, "1 + 1)")) == "text or tests only (__repr__)"
    assert smap.exclusion(_pos(SOURCE, "int | None = 1")) == "annotation (never evaluated)"
    line, col = _pos(SOURCE, "-> int | None")
    assert smap.exclusion((line, col + 3)) == "annotation (never evaluated)"
    assert smap.exclusion(_pos(SOURCE, "X = 1 + 2")) == "typing only (if TYPE_CHECKING)"
    assert smap.exclusion(_pos(SOURCE, '"""Docstring')) == "docstring"
    # the behaviour itself is a candidate
    assert smap.exclusion(_pos(SOURCE, "n > 2")) is None
    assert smap.exclusion(_pos(SOURCE, "return n + 1")) is None
    line, col = _pos(SOURCE, "= 1)")
    assert smap.exclusion((line, col + 2)) is None  # a default value is code


def test_describe_marks_equality_for_identity_swaps_as_excluded(tmp_path: Path) -> None:
    (tmp_path / "m.py").write_text("def f(a):\n    return a == 1\n", encoding="utf-8")
    found = candidates.describe(tmp_path, [("m.py", "core/ReplaceComparisonOperator_Eq_Is", 0, (2, 13)),
                                           ("m.py", "core/ReplaceComparisonOperator_Eq_NotEq", 0, (2, 13))])
    assert {c.operator: c.excluded for c in found} == {
            "core/ReplaceComparisonOperator_Eq_Is": "equality for identity (equivalent by construction)",
            "core/ReplaceComparisonOperator_Eq_NotEq": None}
    assert {c.function for c in found} == {"f"}
    assert {c.source_line for c in found} == {"return a == 1"}


def _cand(line: int, op: str = "core/NumberReplacer", text: str | None = None, function: str = "f", file: str = "m.py",
          occurrence: int = 0, excluded: str | None = None) -> Candidate:
    return Candidate(file, line, 4, op, occurrence, function, text if text is not None else f"x = {line}", excluded)


def test_identities_rank_mutants_that_share_function_operator_and_line_text() -> None:
    ms = sample.identities([_cand(3, occurrence=0), _cand(3, occurrence=1), _cand(9, text="x = 3", occurrence=2)])
    assert [m.identity for m in ms] == ["m.py::f::core/NumberReplacer::x = 3", "m.py::f::core/NumberReplacer::x = 3#1",
                                        "m.py::f::core/NumberReplacer::x = 3#2"]


def test_identities_survive_an_unrelated_edit() -> None:
    before = sample.identities([_cand(n, text=f"y = {n}") for n in range(10, 20)])
    after = sample.identities([_cand(n + 5, text=f"y = {n}") for n in range(10, 20)])  # five lines added above
    assert [m.identity for m in before] == [m.identity for m in after]


def _many(n: int = 300) -> list[sample.Mutant]:
    cands = []
    for line in range(1, n + 1):
        for k in range(1 + line % 4):  # lines with one to four mutants each
            cands.append(_cand(line, op=f"core/Op{k}", text=f"line {line}", occurrence=line))
    return sample.identities(cands)


def test_sample_is_fixed_by_the_seed_with_at_most_one_mutant_per_line() -> None:
    ms = _many()
    a, b = sample.choose(ms, 50, seed=1), sample.choose(ms, 50, seed=1)
    assert a == b
    assert len(a) == 50
    assert len({m.candidate.line for m in a}) == 50
    assert sample.choose(ms, 50, seed=2) != a
    assert sample.choose(ms, 1000, seed=1) == sample.choose(ms, 300, seed=1)  # capped at the lines with mutants


def test_sample_weighs_lines_not_mutants() -> None:
    """Lines with four mutants are no likelier to be chosen than lines with one."""
    ms = _many(2000)
    chosen = sample.choose(ms, 1000, seed=7)
    per_kind = {k: sum(1 for m in chosen if m.candidate.line % 4 == k) for k in range(4)}
    assert all(200 <= v <= 300 for v in per_kind.values()), per_kind


def test_sample_never_takes_an_excluded_candidate() -> None:
    ms = sample.identities([_cand(n, excluded="message text (f-string)" if n % 2 else None) for n in range(1, 41)])
    chosen = sample.choose(ms, 40, seed=3)
    assert len(chosen) == 20 and all(m.candidate.excluded is None for m in chosen)
    assert sample.lines_with_mutants(ms) == 20


def test_sample_is_stable_under_an_unrelated_edit() -> None:
    ms = _many()
    edited = [m if m.candidate.line != 17 else sample.Mutant(
        Candidate(**{**m.candidate.__dict__, "source_line": "changed"}), m.identity.replace("line 17", "changed"))
        for m in ms]
    a = {m.identity for m in sample.choose(ms, 60, seed=5)}
    b = {m.identity for m in sample.choose(edited, 60, seed=5)}
    assert len(a - b) <= 1 and len(b - a) <= 1


def test_sample_size_must_be_positive() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        sample.choose(_many(10), 0)


def test_equivalents_file_is_read_by_identity(tmp_path: Path) -> None:
    path = tmp_path / "eq.toml"
    path.write_text('[[equivalent]]\nid = "a.py::f::core/NumberReplacer::x = 1"\nchange = "x = 2"\n'
                    'reason = "x is never read"\n', encoding="utf-8")
    assert equivalents.load(path) == {"a.py::f::core/NumberReplacer::x = 1": "x is never read"}
    assert equivalents.load(tmp_path / "missing.toml") == {}


def test_equivalents_scoped_to_the_corpus_dont_count_for_the_unit_tests(tmp_path: Path) -> None:
    path = tmp_path / "eq.toml"
    path.write_text('[[equivalent]]\nid = "a.py::f::core/RemoveDecorator::@reversible"\nscope = "corpus"\n'
                    'reason = "the adapter reverses a refused action itself"\n'
                    '[[equivalent]]\nid = "a.py::g::core/NumberReplacer::n: int = 4"\nreason = "every caller gives n"\n',
                    encoding="utf-8")
    assert set(equivalents.load(path, "corpus")) == {"a.py::f::core/RemoveDecorator::@reversible",
                                                     "a.py::g::core/NumberReplacer::n: int = 4"}
    assert set(equivalents.load(path, "units")) == {"a.py::g::core/NumberReplacer::n: int = 4"}
    assert set(equivalents.load(path, "corpus-data")) == set(equivalents.load(path, "corpus"))


@pytest.mark.parametrize(("text", "message"), [
    ('[[equivalent]]\nid = "a.py::f::op::x"\nreason = ""\n', "one non-empty line"),
    ('[[equivalent]]\nid = "a.py::f::op::x"\nreason = """two\nlines"""\n', "one non-empty line"),
    ('[[equivalent]]\nid = "x"\nreason = "r"\n', "mutant identity"),
    ('[[equivalent]]\nid = "a.py::f::op::x"\nreason = "r"\n[[equivalent]]\nid = "a.py::f::op::x"\nreason = "r"\n',
     "listed twice"),
    ('[[equivalent]]\nid = "a.py::f::op::x"\nreason = "r"\nwhy = "?"\n', "unknown key"),
    ('[[equivalent]]\nid = "a.py::f::op::x"\nreason = "r"\nscope = "units"\n', "scope must be"),
    ('[[mutant]]\nid = "a"\n', "unknown top-level"),
    ("[[equivalent]\n", "eq.toml"),
])
def test_equivalents_file_errors_name_the_entry(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "eq.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(equivalents.EquivalentsError, match=message):
        equivalents.load(path)


def test_the_committed_equivalents_file_is_valid() -> None:
    judged = equivalents.load()
    assert all(reason for reason in judged.values())


def _outcome(line: int, status: str) -> report.MutantOutcome:
    m = sample.Mutant(_cand(line), f"m.py::f::core/NumberReplacer::x = {line}")
    return report.MutantOutcome(m, status, f"- x = {line}\n+ x = {line + 1}", "boom" if status == "error" else "")


def test_result_document_counts_and_score() -> None:
    outcomes = [_outcome(1, "killed"), _outcome(2, "killed"), _outcome(3, "timeout"), _outcome(4, "survived"),
                _outcome(5, "survived"), _outcome(6, "killed")]
    judged = {"m.py::f::core/NumberReplacer::x = 5": "never read", "m.py::f::core/NumberReplacer::x = 6": "wrong"}
    doc = report.build(outcomes, judged, {"tests": "corpus", "seed": 1})
    assert doc["format"] == FORMAT == "rulings-mutation/2"
    assert (doc["mutants"], doc["killed"], doc["timeout"], doc["equivalent"]) == (6, 4, 1, 1)
    assert doc["score"] == round(4 / 5, 4)
    assert [s["line"] for s in doc["survived"]] == [4]
    assert doc["survived"][0] == {"file": "m.py", "line": 4, "function": "f", "diff": "- x = 4\n+ x = 5",
                                  "operator": "core/NumberReplacer", "id": "m.py::f::core/NumberReplacer::x = 4",
                                  "area": "rules"}
    assert [s["line"] for s in doc["stale_equivalents"]] == [6]  # judged equivalent, yet killed: counted as killed
    assert doc["equivalents"][0]["reason"] == "never read"
    report.validate(doc)


def test_card_file_machinery_is_its_own_area_with_its_own_score() -> None:
    loader = "reference_engine/cards/loader.py"
    assert candidates.area(loader, "sentences") == candidates.area(loader, "_Reader.where") == "card files"
    assert candidates.area(loader, "build") == "rules"  # building cards from valid files: the corpus sees it
    blocks = "reference_engine/cards/blocks.py"
    assert candidates.area(blocks, "Registry.schema.ops") == candidates.area(blocks, "Ref.schema") == "card files"
    assert candidates.area(blocks, "_not_condition") == candidates.area(blocks, "Ref.convert") == "rules"
    assert candidates.area("reference_engine/game.py", "sentences") == "rules"
    smap = SourceMap('def _builtin(r):\n    r.op("all", {"type": "array", "minItems": 1}, lambda v: v[0] + 1)\n')
    assert smap.in_schema((2, 37)) and not smap.in_schema((2, 65))  # the 1 of minItems; the lambda's 1
    assert candidates.area(blocks, "_builtin", in_schema=True) == "card files"
    refusal = SourceMap("def f(b):\n    if b is None or b.x:\n        raise BlockError('p', 'no')\n    return b.x or 1\n")
    assert refusal.in_schema((2, 14)) and not refusal.in_schema((4, 16))
    assert candidates.area("reference_engine/game.py", "f", in_schema=True) == "rules"
    reports = SourceMap("def build(xs):\n    problems = []\n    for x in xs:\n        try:\n            c = make(x)\n"
                        "        except ValueError as e:\n            problems.append(str(e))\n            continue\n"
                        "        for s in check(c):\n            problems.append(s)\n        xs.append(c)\n")
    assert reports.in_schema((7, 12)) and reports.in_schema((8, 12)) and reports.in_schema((9, 23))  # reporting
    assert not reports.in_schema((5, 16)) and not reports.in_schema((11, 8))  # building: the corpus sees it
    value_error = SourceMap("def _card(raw):\n    if raw.get('layout'):\n        raise ValueError('no')\n    return raw\n")
    assert value_error.in_schema((2, 7)) and value_error.in_schema((3, 8)) and not value_error.in_schema((4, 11))
    assert candidates.area(blocks, "_check_text") == "card files"  # a card file's text checked against its block's
    assert candidates.area(loader, "_unexpected_name") == "card files"  # a refused file's "did you mean" message
    twice = SourceMap("class R:\n    def count(self, name, make):\n        self._unique(name, self.counts)\n"
                      "        self.counts[name] = make\n")
    assert twice.in_schema((3, 8)) and not twice.in_schema((4, 8))  # a plugin's name refused; the registration

    def outcome(line: int, status: str, area: str) -> report.MutantOutcome:
        m = sample.Mutant(Candidate("m.py", line, 0, "core/NumberReplacer", 0, "f", f"x = {line}", area=area),
                          f"m.py::f::core/NumberReplacer::x = {line}")
        return report.MutantOutcome(m, status, "", "")

    doc = report.build([outcome(1, "killed", "rules"), outcome(2, "survived", "rules"), outcome(3, "survived", "rules"),
                        outcome(4, "survived", "card files")], {"m.py::f::core/NumberReplacer::x = 3": "r"}, {})
    assert doc["areas"]["rules"] == {"mutants": 3, "killed": 1, "equivalent": 1, "survived": 1, "errors": 0, "score": 0.5}
    assert doc["areas"]["card files"] == {"mutants": 1, "killed": 0, "equivalent": 0, "survived": 1, "errors": 0,
                                          "score": 0.0}
    assert doc["score"] == round(1 / 3, 4) and doc["survived"][1]["area"] == "card files"
    report.validate(doc)
    assert "| 1 in card files code | 0 | 1 | 0 | 0 | 0.0% |" in report.markdown(doc, Path("."))


def test_errors_count_against_the_score() -> None:
    doc = report.build([_outcome(1, "killed"), _outcome(2, "error")], {}, {})
    assert doc["score"] == 0.5 and doc["errors"][0]["detail"] == "boom"


def test_score_is_null_when_every_mutant_is_equivalent() -> None:
    doc = report.build([_outcome(1, "survived")], {"m.py::f::core/NumberReplacer::x = 1": "r"}, {})
    assert doc["score"] is None
    report.validate(doc)


def test_schema_refuses_a_document_missing_a_count() -> None:
    doc = report.build([_outcome(1, "killed")], {}, {})
    del doc["killed"]
    with pytest.raises(jsonschema.ValidationError, match="killed"):
        report.validate(doc)
    with pytest.raises(jsonschema.ValidationError):
        report.validate({**report.build([], {}, {}), "format": "rulings-mutation/1"})


def test_write_produces_valid_json_and_a_summary_grouped_by_function(tmp_path: Path) -> None:
    (tmp_path / "m.py").write_text('def f():\n    """Resolve (608.2, 608.2b)."""\n    x = 4\n', encoding="utf-8")
    doc = report.build([_outcome(4, "survived"), _outcome(1, "killed")], {}, {"tests": "corpus", "seed": 3})
    json_path, md_path = report.write(doc, tmp_path / "out", tmp_path)
    assert json.loads(json_path.read_text()) == doc
    md = md_path.read_text()
    assert "# Mutation score of the corpus: 50.0%" in md
    assert "### `m.py` f (CR 608.2, 608.2b)" in md
    assert "  - x = 4" in md


def test_mutant_diff_shows_the_changed_line(tmp_path: Path) -> None:
    (tmp_path / "m.py").write_text("def f(a):\n    return a < 3\n", encoding="utf-8")
    m = sample.Mutant(Candidate("m.py", 2, 13, "core/ReplaceComparisonOperator_Lt_LtE", 0, "f", "return a < 3"), "id")
    assert execute.mutant_diff(tmp_path, m) == "- return a < 3\n+ return a <= 3"


def test_outcomes_from_cosmic_ray_results() -> None:
    from cosmic_ray.work_item import TestOutcome, WorkerOutcome, WorkResult

    m = sample.Mutant(_cand(1), "id")
    root = Path("/nonexistent")
    cases = {
        "survived": WorkResult(WorkerOutcome.NORMAL, "", TestOutcome.SURVIVED),
        "killed": WorkResult(WorkerOutcome.NORMAL, "1 failed", TestOutcome.KILLED),
        "timeout": WorkResult(WorkerOutcome.NORMAL, "timeout", TestOutcome.KILLED),
        "error": WorkResult(WorkerOutcome.EXCEPTION, "Traceback", TestOutcome.INCOMPETENT),
    }
    original = execute.mutant_diff
    execute.mutant_diff = lambda root, m: ""  # type: ignore[assignment]
    try:
        for status, result in cases.items():
            assert execute._outcome(root, m, result).status == status
        assert execute._outcome(root, m, None).status == "error"
    finally:
        execute.mutant_diff = original


def test_test_commands_run_only_the_tests_asked_for() -> None:
    assert execute.test_command("corpus").endswith("steps/rulings_test.py")
    assert "tests/test_engine.py tests/test_properties.py" in execute.test_command("units")
    assert 'test-command = "' in execute.config_text(execute.test_command("corpus"), 60)
    assert execute.test_command("corpus-data").endswith("-m mutation.corpus_runner " + execute.EXPORTED_CORPUS)


def test_stopping_a_worker_stops_what_it_started_in_other_sessions() -> None:
    """cosmic-ray runs each test in a session of its own; stopping a worker must reach those too."""
    import os
    import subprocess
    import sys
    import time

    worker = subprocess.Popen([sys.executable, "-c", "import subprocess, time; "
                               "subprocess.Popen(['sleep', '300'], start_new_session=True); time.sleep(300)"],
                              start_new_session=True)
    deadline = time.monotonic() + 30
    children: list[int] = []
    while not children and time.monotonic() < deadline:
        children = list(execute._descendants(worker.pid))
        time.sleep(0.1)
    assert children, "the worker's test process never started"
    execute._stop(worker)
    assert worker.poll() is not None

    def gone(pid: int) -> bool:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        stat = Path(f"/proc/{pid}/stat")
        return stat.exists() and stat.read_text().rsplit(")", 1)[1].split()[0] == "Z"  # a zombie waiting for init

    while not all(gone(c) for c in children) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert all(gone(c) for c in children)


def test_a_stopping_signal_neither_cuts_a_worker_start_in_two_nor_lets_a_second_cut_the_unwinding() -> None:
    """A signal while a worker is being started is raised once it is recorded (else the worker, in a session of
    its own, would run on unstopped); after the first signal, more are ignored until the run has unwound."""
    import signal

    previous = {sig: signal.getsignal(sig) for sig in execute._STOP_SIGNALS}
    started: list[str] = []
    try:
        with pytest.raises(KeyboardInterrupt, match="stopped by signal 15"), execute._signals_deferred():
            execute._interrupted(signal.SIGTERM, None)
            started.append("recorded")  # the stretch goes on to its end
        assert started == ["recorded"]
        assert all(signal.getsignal(sig) is signal.SIG_IGN for sig in execute._STOP_SIGNALS)
        with pytest.raises(KeyboardInterrupt, match="stopped by signal 1"):
            execute._interrupted(signal.SIGHUP, None)  # outside a deferred stretch: at once
        assert execute._deferred == []
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def test_corpus_runner_passes_only_when_every_scenario_passes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The corpus-data test command: exit 0 when every exported scenario passes, 1 at the first that doesn't."""
    from mtg_rulings.adapters.corpus import Corpus
    from mutation import corpus_runner

    sample_corpus = Path(__file__).parent / "data" / "sample-corpus.json"
    corpus = Corpus.read(sample_corpus)
    passing = Corpus([s for s in corpus.scenarios if s.id != "sample-may-choice-then-life"])
    passing.write(tmp_path / "passing.json")
    assert corpus_runner.main([str(tmp_path / "passing.json")]) == 0
    assert corpus_runner.main([str(sample_corpus)]) == 1  # that scenario scripts an answer never asked for
    assert "sample-may-choice-then-life: errored" in capsys.readouterr().out
    assert corpus_runner.main([]) == 2


@pytest.mark.parametrize("operator", [operators.StatementDeletion, operators.ReturnNone])
def test_the_tools_own_operators_make_their_examples(operator: type) -> None:
    from cosmic_ray.mutating import mutate_code

    for example in operator.examples():
        assert mutate_code(example.pre_mutation_code, operator(), example.occurrence) == example.post_mutation_code


def _positions(op: object, source: str) -> list[tuple[int, int]]:
    import parso

    found: list[tuple[int, int]] = []

    def walk(node: object) -> None:
        found.extend(start for start, _ in op.mutation_positions(node))  # type: ignore[attr-defined]
        for child in getattr(node, "children", []):
            walk(child)

    walk(parso.parse(source))
    return found


def test_statement_deletion_takes_steps_of_functions_only() -> None:
    """Every simple statement of a function body, ``raise`` and a bare ``return`` included; not imports,
    docstrings, ``pass``, nor module or class bodies (declarations and data)."""
    source = ("X = 1\nclass A:\n    n: int = 2\n    def f(self, x):\n        \"\"\"Doc.\"\"\"\n        import os\n"
              "        pass\n        self.n = x\n        g(x)\n        if x:\n            return\n"
              "        raise ValueError(x)\n")
    lines = [line for line, _ in _positions(operators.StatementDeletion(), source)]
    assert lines == [8, 9, 11, 12]


def test_return_none_leaves_a_bare_return_and_return_none_alone() -> None:
    source = "def f(x):\n    if x:\n        return\n    if x > 1:\n        return None\n    return [x]\n"
    assert _positions(operators.ReturnNone(), source) == [(6, 11)]


def test_the_tools_own_operators_are_known_to_cosmic_ray_commands_and_diffs(tmp_path: Path) -> None:
    import subprocess
    import sys

    listed = subprocess.run([sys.executable, "-m", "mutation.cosmic_ray_cli", "operators"], cwd=ROOT,
                            capture_output=True, text=True, check=True).stdout.split()
    assert {"rulings/StatementDeletion", "rulings/ReturnNone"} <= set(listed)
    assert "core/NumberReplacer" in listed
    (tmp_path / "m.py").write_text("def f(a):\n    a.attach()\n    return a\n", encoding="utf-8")
    deleted = sample.Mutant(Candidate("m.py", 2, 4, "rulings/StatementDeletion", 0, "f", "a.attach()"), "id")
    assert execute.mutant_diff(tmp_path, deleted) == "- a.attach()\n+ pass"
    none = sample.Mutant(Candidate("m.py", 3, 11, "rulings/ReturnNone", 0, "f", "return a"), "id")
    assert execute.mutant_diff(tmp_path, none) == "- return a\n+ return None"


def test_a_deleted_trace_line_is_text_only_but_a_deleted_step_is_a_candidate(tmp_path: Path) -> None:
    (tmp_path / "m.py").write_text(SOURCE, encoding="utf-8")
    items = [("m.py", "rulings/StatementDeletion", i, pos)
             for i, pos in enumerate(_positions(operators.StatementDeletion(), SOURCE))]
    found = {c.source_line: c.excluded for c in candidates.describe(tmp_path, items)}
    assert found['self.log("117.3", f"{n + 1} passes")'] == "trace text (log)"
    assert found["return n + 1"] is None
    assert found["raise ValueError(f\"bad {n - 1}\")"] is None
