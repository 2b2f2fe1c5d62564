"""The corpus as data: every scenario built by the step vocabulary, written out without running an engine.

``pytest --rulings-export FILE`` (what ``rulings export`` runs) builds each scenario through the steps and
writes them to ``FILE`` as ``rulings-corpus/1``::

    {"format": "rulings-corpus/1", "scenarios": [<Scenario.to_dict()>...],
     "skipped": [{"id", "feature", "scenario", "status", "reason", "rulings", "rules"}...]}

``skipped`` lists the scenarios whose data can't be built: ``pending`` ones (the suite can't run them yet)
and ``errored`` ones (a step failed to build). Exporters (JSON, Forge, XMage) read a :class:`Corpus` and
say, per scenario, whether they wrote it or why not (:class:`ExportReport`).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from mtg_rulings.adapters.contract import unsupported_setup_fields
from mtg_rulings.model.files import file_name, target, write_atomic, write_inside
from mtg_rulings.model.scenario import Scenario, Setup

#: The data-model fields the exporters were written for; any other field with a non-default value (one
#: added to the data model later) makes an exporter refuse the scenario rather than silently drop it.
SETUP_FIELDS: dict[str, set[str]] = {
    "Setup": {"players", "active_player", "step", "turn"},
    "PlayerSetup": {"name", "life", "library", "hand", "graveyard", "exile", "battlefield", "mana_pool", "lands_played"},
    "CardSpec": {"name", "tapped", "summoning_sick", "counters", "token"},
}


def unhandled_setup_fields(setup: Setup) -> list[str]:
    """Fields of ``setup``, its players and their cards that are set but outside :data:`SETUP_FIELDS`."""
    return unsupported_setup_fields(setup, SETUP_FIELDS)


CORPUS_FORMAT = "rulings-corpus/1"


@dataclass
class Skipped:
    """A scenario with no data to export, and why (``status`` is ``pending`` or ``errored``)."""

    id: str
    feature: str
    scenario: str
    status: str
    reason: str
    rulings: list[str] = field(default_factory=list)
    rules: list[str] = field(default_factory=list)


@dataclass
class Corpus:
    scenarios: list[Scenario]
    skipped: list[Skipped] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {"format": CORPUS_FORMAT, "scenarios": [s.to_dict() for s in sorted(self.scenarios, key=lambda s: s.id)],
                "skipped": [asdict(s) for s in sorted(self.skipped, key=lambda s: s.id)]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Corpus:
        if data.get("format") != CORPUS_FORMAT:
            raise ValueError(f"expected format {CORPUS_FORMAT!r}, got {data.get('format')!r}")
        return cls([Scenario.from_dict(s) for s in data["scenarios"]], [Skipped(**s) for s in data["skipped"]])

    def write(self, path: Path) -> None:
        write_atomic(path, json.dumps(self.to_dict(), indent=1, ensure_ascii=False) + "\n")

    @classmethod
    def read(cls, path: Path) -> Corpus:
        return cls.from_dict(json.loads(path.read_text(encoding="utf-8")))


@dataclass
class ExportReport:
    """What an exporter did: files written (paths relative to the output folder), scenarios written, and
    each scenario it could not express with the reason."""

    format: str
    files: list[str] = field(default_factory=list)
    exported: list[str] = field(default_factory=list)
    not_exported: dict[str, str] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        return {"format": self.format, "files": sorted(self.files), "exported": sorted(self.exported),
                "not_exported": dict(sorted(self.not_exported.items()))}

    def note_skipped(self, corpus: Corpus) -> None:
        for s in corpus.skipped:
            self.not_exported[s.id] = f"{s.status}: {s.reason}"


def scenario_file(scenario_id: str) -> str:
    """A file name for a scenario id (``chocobo-counted-law[1-2]`` → ``chocobo-counted-law[1-2].json``);
    characters other than letters, digits, ``-_[]`` become ``_``."""
    return file_name("".join(ch if ch.isalnum() or ch in "-_[]" else "_" for ch in scenario_id) + ".json")


def feature_folder(feature: str) -> str:
    """A folder name for a feature file's scenarios: its stem, with characters other than letters, digits
    and ``-_`` as ``_``; never empty, ``.`` or ``..``, so an export never writes outside its folder (a
    feature file named ``...feature`` has the stem ``..``)."""
    name = "".join(ch if ch.isalnum() or ch in "-_" else "_" for ch in Path(feature).stem)
    return file_name(name if name.strip("_") else "feature_" + name)


def inside(out: Path, rel: str) -> Path:
    """``out / rel``, made safe to write (:func:`mtg_rulings.model.files.target`): never outside ``out``, never through
    a link; raises :class:`mtg_rulings.model.files.OutputRefused`."""
    return target(out, rel)


def export_json(corpus: Corpus, out: Path) -> ExportReport:
    """Write each scenario as ``out/<feature stem>/<id>.json`` (a :data:`mtg_rulings.model.scenario.SCENARIO_FORMAT` document: id,
    rulings, rules, setup, decisions, steps), ``out/index.json`` listing them with the capabilities
    each needs and every scenario not exported with the reason, and the whole corpus in one file,
    ``out/corpus.json`` (``rulings-corpus/1``)."""
    report = ExportReport("json")
    report.note_skipped(corpus)
    index = []
    for s in sorted(corpus.scenarios, key=lambda s: s.id):
        rel = f"{feature_folder(s.feature)}/{scenario_file(s.id)}"
        write_inside(out, rel, json.dumps(s.to_dict(), indent=1, ensure_ascii=False) + "\n")
        report.files.append(rel)
        report.exported.append(s.id)
        index.append({"id": s.id, "file": rel, "feature": s.feature, "scenario": s.name, "rulings": s.rulings,
                      "rules": s.rules, "capabilities": s.required_capabilities()})
    write_inside(out, "index.json", json.dumps({"format": "rulings-export-index/1", "scenarios": index,
                                               "not_exported": dict(sorted(report.not_exported.items()))},
                                              indent=1, ensure_ascii=False) + "\n")
    report.files.append("index.json")
    write_inside(out, "corpus.json", json.dumps(corpus.to_dict(), indent=1, ensure_ascii=False) + "\n")
    report.files.append("corpus.json")
    return report
