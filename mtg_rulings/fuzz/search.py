"""The search: generate cases, play each on both engines, shrink each new divergence, write it as a scenario.

One search round is a :func:`hypothesis.find` over :func:`mtg_rulings.fuzz.generate.cases` (``max_examples`` =
``--examples``, no example database, seeded with ``--seed``, so a run is deterministic) for a case whose
divergence has a signature not yet known. Hypothesis then shrinks it, keeping that signature (the
condition holds only for cases showing it), to a minimal case. The case is written as a scenario, its
signatures become known, and the next round starts from the same seed: the cases already tried are
replayed from a cache, so each round goes on where the last one found something. It ends when a round
finds nothing new, or after ``--max-divergences`` findings.

A divergence is *known*, and not reported again, when its id (:func:`mtg_rulings.fuzz.compare.divergence_id`) is
in the output folder of a previous run (its ``.feature`` files and ``fuzz-summary.json``), in a baseline of
the engine (``reports/baselines/<engine>.json``: a divergence moved into the corpus keeps its id), or in a
``--known`` file or folder.

Before a scenario is written it is verified: the suite's lint accepts it, the step vocabulary builds the
same setup, choices and actions from it, and the harness passes it on the expected engine and fails it on
the engine under test with cause ``engine`` (behind a translating adapter, only when the failure's standalone
reproduction reproduced it in the engine's own terms: docs/verdicts.md). A finding that doesn't verify is listed in
the summary with the reason, not written; one that is the adapter's fault is listed among ``adapter_faults``.
"""

from __future__ import annotations

import json
import re
import tempfile
import time
import warnings
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from random import Random
from typing import Any

import jsonschema
from hypothesis import HealthCheck, Phase, find, settings
from hypothesis.errors import HypothesisException, HypothesisWarning, NoSuchExample

from mtg_rulings.adapters.contract import Engine
from mtg_rulings.adapters.harness import execute
from mtg_rulings.fuzz.compare import Divergence, Trace, diverge, divergence_id, play
from mtg_rulings.fuzz.generate import MAX_ACTIONS, Case, Pools, cases, expected_trace
from mtg_rulings.fuzz.gherkin import Unstateable, render_feature, statement
from mtg_rulings.fuzz.profile import PROBE_TIMEOUT_S, Profile, build_profile
from mtg_rulings.model.files import read_input_text, write_inside
from mtg_rulings.model.results import write_atomic
from mtg_rulings.model.sanitize import BadInput, parse_json
from mtg_rulings.model.scenario import Action, Scenario
from mtg_rulings.steps.collection import SuiteError, load_suite
from mtg_rulings.steps.scenarios import scenarios_of

SUMMARY = "fuzz-summary.json"
SUMMARY_FORMAT = "rulings-fuzz-summary/2"
SUMMARY_SCHEMA = Path(__file__).parent / "schema" / "rulings-fuzz-summary-2.schema.json"
FUZZ_ID = re.compile(r"\bfuzz-[a-z0-9-]+-[0-9a-f]{10}\b")


@dataclass
class Options:
    examples: int = 100
    seed: int = 0
    max_actions: int = MAX_ACTIONS
    max_divergences: int = 10
    timeout_s: float = 60.0
    shrink_budget: int = 500  # most cases tried to shrink one divergence


@dataclass
class PlayedCase:
    """A case played on both engines: their traces and, if they disagree, the divergence and its ids."""

    expected: Trace
    observed: Trace
    divergence: Divergence | None = None
    ids: list[str] = field(default_factory=list)


@dataclass
class Finding:
    """A new divergence, shrunk: its ids (the first is its scenario's), the scenario, both engines' answers,
    and where it was written (or why it wasn't)."""

    id: str
    ids: list[str]
    signatures: list[list[str]]
    scenario: dict[str, Any]
    differences: list[dict[str, str]]
    actions: int
    feature: str | None = None
    verified: str = ""
    #: whose divergence it is: "engine" (it reproduces on the engine, by its standalone reproduction behind a
    #: translating adapter), "adapter" (it doesn't: the suite's translation), or "" (not decided: not written)
    cause: str = ""
    reproduction: str | None = None  # the standalone script written beside the feature, or None


@dataclass
class Stats:
    cases: int = 0  # distinct cases played while searching
    shrink_cases: int = 0  # distinct cases played while shrinking
    compared: int = 0  # of the searched cases, those both engines played at least one action of
    diverging: int = 0  # of the searched cases, those whose engines disagree (known or not)
    statuses: Counter[str] = field(default_factory=Counter)  # the engine under test's trace status, searched cases
    reasons: Counter[str] = field(default_factory=Counter)  # why it stopped early (unsupported, errored...)
    known_cases: int = 0  # of the diverging ones, those showing a known divergence
    known_seen: Counter[str] = field(default_factory=Counter)  # known divergence ids met again
    reference_errors: list[dict[str, Any]] = field(default_factory=list)
    search_s: float = 0.0
    shrink_s: float = 0.0
    verify_s: float = 0.0


def known_ids(paths: list[Path]) -> set[str]:
    """Divergence ids in feature files and folders, fuzz summaries and baselines (``rulings-baseline/2``, ``/1``)."""
    found: set[str] = set()
    for path in paths:
        files = sorted([*path.rglob("*.feature"), *path.rglob(SUMMARY)]) if path.is_dir() else [path]
        for f in files:
            if f.is_dir():
                continue
            text = read_input_text(f)  # a FIFO or a device is refused, naming it (mtg_rulings/model/files.py)
            if f.suffix == ".json":
                try:
                    data = parse_json(text)  # nesting and numbers bounded (mtg_rulings/model/sanitize.py)
                except BadInput as e:
                    raise ValueError(f"{f}: {e}") from None
                if not isinstance(data, dict):
                    raise ValueError(f"{f}: not a fuzz summary or a baseline: a JSON object is expected, not "
                                     f"{type(data).__name__}")
                text = json.dumps(data.get("expectations", {}) if "expectations" in data else data)
            found.update(FUZZ_ID.findall(text))
    return found


def _key(case: Case) -> str:
    return case.key()


class Fuzzer:
    """Differential testing of ``engine`` against ``against`` (by default the reference engine)."""

    def __init__(self, engine: Engine, against: Engine, out: Path, options: Options | None = None,
                 known: set[str] | None = None, command: str = "", log: Callable[[str], None] = print) -> None:
        self.engine, self.against, self.out = engine, against, out
        self.options = options or Options()
        self.known = set(known or ())
        self.command = command or f"rulings fuzz --engine {engine.name} --against {against.name}"
        self.log = log
        self.stats = Stats()
        self.findings: list[Finding] = []
        self.profile: Profile | None = None
        self._cache: dict[str, PlayedCase] = {}
        self._target: str | None = None
        self._found_at = 0.0
        self._shrink_calls = 0
        self._best: Case | None = None
        self.elapsed_s = 0.0

    # --- playing and judging one case ------------------------------------------------------------

    def outcome(self, case: Case) -> PlayedCase:
        key = _key(case)
        cached = self._cache.get(key)
        if cached is not None:
            return cached
        t = self.options.timeout_s
        expected = expected_trace(self.against, case, t)  # the generation's play, when it is the same one
        observed = play(self.engine, case.scenario, t)
        out = PlayedCase(expected, observed, diverge(expected, observed))
        if out.divergence is not None:
            action = case.actions[out.divergence.step]
            out.ids = [divergence_id(self.engine.name, self.against.name, s) for s in out.divergence.signatures(action)]
        self._cache[key] = out
        self._count(case, out)
        return out

    def _count(self, case: Case, out: PlayedCase) -> None:
        s = self.stats
        if self._target is not None:
            s.shrink_cases += 1
            return
        s.cases += 1
        s.statuses[out.observed.status] += 1
        if out.observed.status != "ok":
            s.reasons[f"{out.observed.status}: {out.observed.message[:160]}"] += 1
        if out.expected.steps and out.observed.steps:
            s.compared += 1
        if out.divergence is not None:
            s.diverging += 1
            s.known_cases += any(i in self.known for i in out.ids)
            for i in out.ids:
                if i in self.known:
                    s.known_seen[i] += 1

    def condition(self, case: Case) -> bool:
        """While searching: the case shows a divergence none of whose ids is known (a case showing a known one
        too is taken for that one: what differs at the same action usually has one cause); its first id
        becomes the target. While shrinking: the case still shows the target, and nothing known; after the
        shrink budget, shrinking ends with the smallest such case seen."""
        if case.reference_error is not None:
            if self._target is None and len(self.stats.reference_errors) < 20 \
                    and all(e["error"] != case.reference_error for e in self.stats.reference_errors):
                self.stats.reference_errors.append({"error": case.reference_error, "scenario": case.scenario.to_dict()})
            return False
        if self._target is not None:
            self._shrink_calls += 1
            if self._shrink_calls > self.options.shrink_budget:
                raise _ShrinkBudgetSpent
        out = self.outcome(case)
        if not out.ids or any(i in self.known for i in out.ids):
            return False
        if self._target is None:
            self._target = out.ids[0]
            self._found_at = time.perf_counter()
            self._shrink_calls = 0
        elif self._target not in out.ids:
            return False
        if self._best is None or _size(case) < _size(self._best):
            self._best = case
        return True

    # --- the search ------------------------------------------------------------------------------

    def run(self) -> list[Finding]:
        """Search, shrink, verify and write until nothing new is found; returns the findings."""
        t0 = time.perf_counter()
        self.profile = build_profile([self.engine, self.against], max(PROBE_TIMEOUT_S, self.options.timeout_s))
        if not Pools(self.profile).themes():
            reasons = "; ".join(f"{k}: {v}" for k, v in list(self.profile.excluded.items())[:5])
            raise NothingToCompare(f"{self.engine.name} and {self.against.name} share no cards to build a game from "
                                   f"({reasons}...)")
        strategy = cases(self.profile, self.options.max_actions)
        config = settings(max_examples=self.options.examples, database=None, deadline=None,
                          phases=[Phase.generate, Phase.shrink], suppress_health_check=list(HealthCheck))
        while len(self.findings) < self.options.max_divergences:
            self._target, self._best = None, None
            started = time.perf_counter()
            try:
                # hypothesis warns of a large repr of a case (a game's card pool): noise in a user's terminal,
                # since the suite writes each finding as a feature file of its own
                with _no_shrink_time_limit(), warnings.catch_warnings():
                    warnings.simplefilter("ignore", HypothesisWarning)
                    case = find(strategy, self.condition, settings=config, random=Random(self.options.seed))
            except _ShrinkBudgetSpent:  # the smallest case showing the target so far
                assert self._best is not None
                case = self._best
            except NoSuchExample:
                self.stats.search_s += time.perf_counter() - started
                break
            except HypothesisException as e:  # e.g. every generated case was rejected
                self.log(f"fuzz: the search stopped: {type(e).__name__}: {e}")
                break
            now = time.perf_counter()
            self.stats.search_s += self._found_at - started
            self.stats.shrink_s += now - self._found_at
            self._finish(case)
            self.stats.verify_s += time.perf_counter() - now
        self.elapsed_s = time.perf_counter() - t0
        return self.findings

    def _finish(self, case: Case) -> None:
        """Write the shrunk ``case`` as a scenario (if it verifies) and make its divergence ids known."""
        out = self.outcome(case)
        div = out.divergence
        assert div is not None and self._target is not None
        ids = [self._target] + [i for i in out.ids if i != self._target]  # its id first
        self.known.update(ids)
        scenario = self.scenario(case, out, ids[0])
        action = case.actions[div.step]
        finding = Finding(ids[0], ids, [list(s) for s in div.signatures(action)], scenario.to_dict(),
                          [{"fact": " ".join(d.key), self.against.name: statement(d, d.expected),
                            self.engine.name: statement(d, d.observed)} for d in div.differences],
                          div.step + 1)
        self.findings.append(finding)
        try:
            text = render_feature(scenario, div, ids, self.engine.name, self.against.name,
                                  {self.engine.name: self.engine.version, self.against.name: self.against.version},
                                  out.expected.steps[div.step], self.command)
        except Unstateable as e:
            finding.verified = f"not stateable in the step vocabulary: {e}"
        else:
            finding.verified, script = self.verify(text, scenario, ids[0])
            if finding.verified == "reproduces":
                finding.cause = "engine"
                path = self.out / f"{ids[0]}.feature"
                write_atomic(path, text)
                finding.feature = str(path)
                if script:
                    finding.reproduction = str(write_inside(self.out, f"{ids[0]}.py", script))
            elif finding.verified.startswith(ADAPTER_FAULT):
                finding.cause = "adapter"
        self.log(f"fuzz: {ids[0]}: {finding.differences[0]['fact']} after {action.describe()} "
                 f"({finding.actions} action(s)): {finding.verified}")

    def scenario(self, case: Case, out: PlayedCase, sid: str) -> Scenario:
        """The shrunk case up to its divergent action, with the expected engine's answers as expectations."""
        assert out.divergence is not None
        scenario = case.truncated(out.divergence.step + 1)
        for a, step in zip(scenario.steps, out.expected.steps, strict=False):
            assert isinstance(a, Action)
            a.expect = "accepted" if step.accepted else "rejected"
        return replace(scenario, id=sid, name=sid, feature=f"{sid}.feature", line=1)

    def verify(self, text: str, scenario: Scenario, sid: str) -> tuple[str, str]:
        """("reproduces", its standalone script or "") if the feature lints, builds into ``scenario``'s setup, choices
        and actions, passes on the expected engine and fails on the engine under test, by the engine's fault (cause
        ``engine``); else (what went wrong, ""): :data:`ADAPTER_FAULT` first when the failure is the adapter's."""
        from mtg_rulings.steps.collection import SuiteError

        with tempfile.TemporaryDirectory(prefix="rulings-fuzz-") as tmp:
            path = Path(tmp) / f"{sid}.feature"
            path.write_text(text, encoding="utf-8")
            try:
                load_suite(Path(tmp))
            except SuiteError as e:
                return f"the suite's lint refuses it: {e}", ""
            built = build_scenarios(Path(tmp))
        if built is None or len(built) != 1:
            return "the step vocabulary could not build it", ""
        problem = _same_case(scenario, built[0])
        if problem:
            return f"the feature doesn't state the case: {problem}", ""
        on_expected = execute(built[0], self.against, self.options.timeout_s)
        if on_expected.status != "passed":
            return f"{on_expected.status} on {self.against.name}: {on_expected.message}", ""
        on_engine = execute(built[0], self.engine, self.options.timeout_s)
        return verdict_of(on_engine.status, on_engine.cause, on_engine.message, self.engine.name), on_engine.reproduction

    # --- the summary -----------------------------------------------------------------------------

    def summary(self) -> dict[str, Any]:
        s = self.stats
        return {
            "format": SUMMARY_FORMAT,
            "command": self.command,
            "engine": {"name": self.engine.name, "version": self.engine.version},
            "against": {"name": self.against.name, "version": self.against.version},
            "options": asdict(self.options),
            "profile": self.profile.to_dict() if self.profile else None,
            "cases": s.cases, "compared": s.compared, "diverging": s.diverging, "diverging_known": s.known_cases,
            "shrink_cases": s.shrink_cases,
            "statuses": dict(sorted(s.statuses.items())),
            "stopped_early": dict(s.reasons.most_common(20)),
            "known_seen": dict(sorted(s.known_seen.items())),
            "reference_errors": s.reference_errors,
            "findings": [asdict(f) for f in self.findings],
            "adapter_faults": [{"id": f.id, "why": f.verified} for f in self.findings if f.cause == "adapter"],
            "timing": {"search_s": round(s.search_s, 3), "shrink_s": round(s.shrink_s, 3),
                       "verify_s": round(s.verify_s, 3),
                       "cases_per_s": round(s.cases / s.search_s, 1) if s.search_s else None},
        }

    def write_summary(self) -> Path:
        """Write ``fuzz-summary.json`` (``rulings-fuzz-summary/2``), checked against its JSON Schema first."""
        data = self.summary()
        jsonschema.validate(data, json.loads(SUMMARY_SCHEMA.read_text(encoding="utf-8")))
        path = self.out / SUMMARY
        write_atomic(path, json.dumps(data, indent=2, ensure_ascii=False) + "\n")
        return path


#: How a finding's ``verified`` begins when the divergence is the adapter's, not the engine's.
ADAPTER_FAULT = "the adapter's fault"


def verdict_of(status: str, cause: str | None, message: str, engine: str) -> str:
    """A finding's ``verified`` from its scenario's result on the engine under test: "reproduces" only for a failure
    that is the engine's (cause ``engine``); a failure or error that is the adapter's says so (:data:`ADAPTER_FAULT`)."""
    if status == "failed" and cause == "engine":
        return "reproduces"
    if status in ("failed", "errored") and cause == "adapter":
        return f"{ADAPTER_FAULT}, not {engine}'s ({status}): {message}"
    return f"{status} (not failed) on {engine}: {message}"


class NothingToCompare(RuntimeError):
    """The two engines share no cards, or no setup, to build a case from."""


class _ShrinkBudgetSpent(BaseException):
    """Raised from the condition through Hypothesis (which lets a BaseException that is not an Exception pass) to
    end shrinking after ``Options.shrink_budget`` cases: a bound in cases, not seconds, keeps a run deterministic."""


def _size(case: Case) -> tuple[int, ...]:
    """How big a case is, to keep the smallest one seen while shrinking: actions, cards, choices, text."""
    setup = case.scenario.setup
    cards = sum(len(getattr(p, z)) for p in setup.players for z in ("library", "hand", "graveyard", "battlefield"))
    return (len(case.actions), cards, len(case.scenario.decisions), len(case.key()))


@contextmanager
def _no_shrink_time_limit() -> Iterator[None]:
    """Hypothesis stops shrinking after five minutes of wall-clock time, which would make what a run finds depend
    on how busy the machine is; the shrink budget (a number of cases) bounds shrinking instead."""
    from hypothesis.internal.conjecture import engine

    saved = getattr(engine, "MAX_SHRINKING_SECONDS", None)
    if saved is not None:
        engine.MAX_SHRINKING_SECONDS = 10**9
    try:
        yield
    finally:
        if saved is not None:
            engine.MAX_SHRINKING_SECONDS = saved


def _action_fields(a: Action) -> tuple[Any, ...]:
    return (a.kind, a.player, a.card, a.zone, a.ability, a.x, a.expect, a.as_adventure)


def _same_case(want: Scenario, got: Scenario) -> str | None:
    """Where the scenario built from the feature differs from the case (lines and ids aside), or None."""
    if want.setup != got.setup:
        return f"setup {got.setup} instead of {want.setup}"
    if [(d.player, d.kind, d.answer) for d in want.decisions] != [(d.player, d.kind, d.answer) for d in got.decisions]:
        return f"choices {got.decisions} instead of {want.decisions}"
    mine = [_action_fields(a) for a in want.steps if isinstance(a, Action)]
    theirs = [_action_fields(a) for a in got.steps if isinstance(a, Action)]
    return None if mine == theirs else f"actions {theirs} instead of {mine}"


def build_scenarios(features: Path) -> list[Scenario] | None:
    """The scenarios the step vocabulary builds from ``features`` (as ``rulings export`` builds them), or None when
    the features can't be run as written."""
    try:
        return list(scenarios_of(features).scenarios)
    except SuiteError:
        return None
