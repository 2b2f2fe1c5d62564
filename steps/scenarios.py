"""Features to scenarios, with no pytest session: the scenario data the step vocabulary builds.

:func:`build_scenario` builds one scenario (or one Examples row) through its steps; :func:`build_corpus` builds
every scenario of a loaded suite into a :class:`~mtg_rulings.adapters.corpus.Corpus`, listing those it can't
build (``pending``, or ``errored`` with the problem or the failing step) as pytest's ``--rulings-export`` lists
them. The pytest plugin runs :func:`build_scenario` per test; ``rulings export`` and ``rulings fuzz`` call
:func:`scenarios_of` on a folder.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from mtg_rulings.adapters.corpus import Corpus, Skipped
from mtg_rulings.model.scenario import Scenario
from mtg_rulings.steps.builder import ScenarioBuilder
from mtg_rulings.steps.collection import FeatureDirs, ScenarioInfo, load_suite
from mtg_rulings.steps.vocabulary import parse_step_text


class StepFailed(Exception):
    """A step couldn't build its data; the message names the feature file, line and step text."""


def build_scenario(info: ScenarioInfo, row: int | None) -> Scenario:
    """The scenario's data (its Examples row ``row``, or None), built through its steps. Each step's definition
    and arguments are those collection checked, shared by every scenario with the same step text (parsing them
    again per scenario cost a fifth of the harness's time); a scenario loaded without its steps checked parses
    them here. Raises :class:`StepFailed`."""
    rid = info.row_ids()[row] if row is not None else info.id
    builder = ScenarioBuilder(rid, info.name, info.feature, info.line, list(info.rulings), list(info.rules),
                              info.description)
    for step, text in info.row_steps(row):
        builder.line = f"{info.feature}:{step.line}"  # the feature line named by the actions and checks it makes
        try:
            definition, arguments = info.parsed.get((step.kind, text)) or parse_step_text(step.kind, text)
            definition.run(builder, arguments)
        except Exception as e:
            raise StepFailed(f"{info.feature}:{step.line}: {step.keyword} {text}: {e}") from e
    return builder.build()


def build_corpus(infos: Sequence[ScenarioInfo]) -> Corpus:
    """Every scenario (each Examples row) of ``infos`` built, in order; the ones that can't be are skipped: a
    pending scenario with its reason, a scenario with a problem of its own or a step that fails, errored."""
    scenarios: list[Scenario] = []
    skipped: list[Skipped] = []

    def skip(rid: str, info: ScenarioInfo, status: str, reason: str) -> None:
        skipped.append(Skipped(rid, info.feature, info.name, status, reason, list(info.rulings), list(info.rules)))

    for info in infos:
        if info.pending and not info.problems:
            skip(info.id, info, "pending", info.pending or "")
            continue
        for row, rid in (enumerate(info.row_ids()) if info.examples else [(None, info.id)]):
            problems = info.row_problems(row)
            if problems:
                skip(rid, info, "errored", "\n".join(str(p) for p in problems))
                continue
            try:
                scenarios.append(build_scenario(info, row))
            except StepFailed as e:
                skip(rid, info, "errored", str(e))
    return Corpus(scenarios, skipped)


def scenarios_of(features: FeatureDirs, root: Path | None = None) -> Corpus:
    """The corpus of the feature folder(s) ``features`` (their rulings and card files loaded first). Raises
    :class:`~mtg_rulings.steps.collection.SuiteError` when the features can't be run as written."""
    return build_corpus(load_suite(features, root, strict=False))
