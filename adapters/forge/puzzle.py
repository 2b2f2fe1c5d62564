"""Forge's puzzle files: a scenario's setup written in Forge's game-state format, and a reader for it.

A puzzle file has a ``[metadata]`` section of ``Key:Value`` lines and a ``[state]`` section of
``key=value`` lines (the grammar of Forge's ``GameState`` parser, ``forge-ai/.../GameState.java``):

- global keys ``turn``, ``activeplayer`` (``human`` or ``ai``), ``activephase`` (a ``PhaseType`` name:
  ``MAIN1``, ``UPKEEP``, ...);
- per-player keys, prefixed ``human`` or ``ai``: ``life``, ``landsplayed``, ``manapool`` (mana symbols
  separated by spaces: ``G G U``), and the zones ``library`` (top card first), ``hand``, ``graveyard``,
  ``exile``, ``battlefield``;
- a zone's value lists cards separated by ``;``, each ``Name|Modifier|Modifier``; the modifiers used here
  are ``Tapped``, ``SummonSick`` and ``Counters:P1P1=2,M1M1=1``.

Forge's format holds two players (the first player of the setup is ``human``, the second ``ai``); the
player names are kept in the metadata key ``RulingsPlayers`` (Forge ignores metadata keys it doesn't
know). :func:`to_puzzle` raises :class:`NotExpressible` with the reason for a setup the format can't hold.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from adapters.corpus import Corpus, ExportReport, feature_folder, inside, scenario_file, unhandled_setup_fields
from adapters.scenario import Action, CardSpec, Check, PlayerSetup, Scenario, Setup

#: Our step ids → Forge's PhaseType names.
PHASES: dict[str, str] = {
    "untap": "UNTAP", "upkeep": "UPKEEP", "draw": "DRAW", "precombat_main": "MAIN1",
    "beginning_of_combat": "COMBAT_BEGIN", "declare_attackers": "COMBAT_DECLARE_ATTACKERS",
    "declare_blockers": "COMBAT_DECLARE_BLOCKERS", "combat_damage": "COMBAT_DAMAGE",
    "end_of_combat": "COMBAT_END", "postcombat_main": "MAIN2", "end": "END_OF_TURN", "cleanup": "CLEANUP",
}
STEPS = {v: k for k, v in PHASES.items()}
#: Our counter names → Forge's CounterType names (other names are written upper-cased, if alphabetic).
COUNTERS: dict[str, str] = {"+1/+1": "P1P1", "-1/-1": "M1M1"}
SEATS = ("human", "ai")
ZONES = ("library", "hand", "graveyard", "exile", "battlefield")
_POOL = re.compile(r"(?:\{[WUBRGC]\})*")


class NotExpressible(ValueError):
    """The setup can't be written in Forge's game-state format; the message says why."""


class PuzzleError(ValueError):
    """Text that is not a puzzle file this module can read."""


@dataclass
class PuzzleFile:
    """A parsed puzzle file: its metadata and its state, each a mapping of keys to raw values."""

    metadata: dict[str, str] = field(default_factory=dict)
    state: dict[str, str] = field(default_factory=dict)


# --- writing ---------------------------------------------------------------------------------------


def _counter(name: str) -> str:
    if name in COUNTERS:
        return COUNTERS[name]
    if name.isalpha():
        return name.upper()
    raise NotExpressible(f"counter kind {name!r} has no Forge CounterType name")


def _card(spec: CardSpec, zone: str) -> str:
    if spec.token:
        raise NotExpressible(f"token {spec.name}: Forge's state names tokens by token script (t:...), unknown here")
    if any(ch in spec.name for ch in ";|=\n"):
        raise NotExpressible(f"card name {spec.name!r} holds a character Forge's state format reserves")
    parts = [spec.name]
    if zone == "battlefield":
        if spec.tapped:
            parts.append("Tapped")
        if spec.summoning_sick:
            parts.append("SummonSick")
        if spec.counters:
            parts.append("Counters:" + ",".join(f"{_counter(k)}={v}" for k, v in spec.counters.items() if v))
    elif spec.tapped or spec.summoning_sick or spec.counters:
        raise NotExpressible(f"{spec.name} in {zone} has a status (tapped, sick or counters) Forge keeps only on the battlefield")
    return "|".join(p for p in parts if p != "Counters:")


def state_lines(setup: Setup) -> list[str]:
    """The ``[state]`` lines for ``setup``. Raises :class:`NotExpressible`."""
    unhandled = unhandled_setup_fields(setup)
    if unhandled:
        raise NotExpressible(f"the exporter doesn't write {', '.join(unhandled)}")
    if len(setup.players) != 2:
        raise NotExpressible(f"{len(setup.players)} players: Forge's game-state format holds two (human and ai)")
    if setup.step not in PHASES:
        raise NotExpressible(f"step {setup.step!r} has no Forge phase")
    seat = {p.name: s for p, s in zip(setup.players, SEATS, strict=True)}
    lines = [f"turn={setup.turn}", f"activeplayer={seat[setup.active_player]}", f"activephase={PHASES[setup.step]}"]
    for p, s in zip(setup.players, SEATS, strict=True):
        lines.append(f"{s}life={p.life}")
        if p.lands_played:
            lines.append(f"{s}landsplayed={p.lands_played}")
        if p.mana_pool:
            if not _POOL.fullmatch(p.mana_pool):
                raise NotExpressible(f"mana pool {p.mana_pool!r}: only {{W}}{{U}}{{B}}{{R}}{{G}}{{C}} symbols can be written")
            lines.append(f"{s}manapool=" + " ".join(re.findall(r"[WUBRGC]", p.mana_pool)))
        for zone in ZONES:
            cards = getattr(p, zone)
            if cards:
                lines.append(f"{s}{zone}=" + ";".join(_card(c, zone) for c in cards))
    return lines


def _summary(s: Scenario) -> str:
    said = []
    for step in s.steps:
        if isinstance(step, Action):
            said.append(step.describe() + ("" if step.expect != "rejected" else " (must be rejected)"))
        elif isinstance(step, Check):
            said.append(f"check {step.kind} {step.args}")
    return "\\n".join(said)


def to_puzzle(scenario: Scenario) -> str:
    """The puzzle file for ``scenario``: metadata naming it, and its setup as Forge state.

    The ``Goal``/``Turns``/``Difficulty`` keys are what Forge's puzzle mode needs to open the file; the
    ruling's expectations are checked by the Java runner through the stdio protocol, not by that goal.
    Raises :class:`NotExpressible`.
    """
    lines = state_lines(scenario.setup)
    players = ",".join(f"{s}={p.name}" for p, s in zip(scenario.setup.players, SEATS, strict=True))
    meta = [
        f"Name:{scenario.id}: {scenario.name}",
        "URL:",
        "Goal:Win",
        "Turns:1",
        "Difficulty:Easy",
        f"Description:Rulings {', '.join(scenario.rulings)}; CR {', '.join(scenario.rules)}. "
        f"Steps: {_summary(scenario)}",
        f"RulingsId:{scenario.id}",
        f"RulingsKeys:{','.join(scenario.rulings)}",
        f"RulingsRules:{','.join(scenario.rules)}",
        f"RulingsFeature:{scenario.feature}:{scenario.line}",
        f"RulingsPlayers:{players}",
    ]
    return "[metadata]\n" + "\n".join(meta) + "\n[state]\n" + "\n".join(lines) + "\n"


# --- reading ---------------------------------------------------------------------------------------


def parse_puzzle(text: str) -> PuzzleFile:
    """Split a puzzle file into its sections (``#`` lines and blank lines are ignored, as Forge does)."""
    out = PuzzleFile()
    section: dict[str, str] | None = None
    for n, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.lower() in ("[metadata]", "[state]"):
            section = out.metadata if line.lower() == "[metadata]" else out.state
            continue
        if section is None:
            raise PuzzleError(f"line {n}: {line!r} is outside [metadata] and [state]")
        sep = ":" if section is out.metadata else "="
        key, found, value = line.partition(sep)
        if not found:
            raise PuzzleError(f"line {n}: expected key{sep}value, got {line!r}")
        section[key.strip() if sep == ":" else key.strip().lower()] = value.strip() if sep == ":" else value
    return out


def _parse_card(text: str, zone: str) -> CardSpec:
    name, *mods = text.strip().split("|")
    spec = CardSpec(name)
    for mod in mods:
        if mod == "Tapped":
            spec.tapped = True
        elif mod == "SummonSick":
            spec.summoning_sick = True
        elif mod.startswith("Counters:"):
            inverse = {v: k for k, v in COUNTERS.items()}
            for pair in mod.removeprefix("Counters:").split(","):
                kind, _, n = pair.partition("=")
                spec.counters[inverse.get(kind, kind.lower())] = int(n)
        else:
            raise PuzzleError(f"card modifier {mod!r} (on {name}) is not one this reader maps back to a setup")
    return spec


def setup_from_puzzle(puzzle: PuzzleFile) -> Setup:
    """The :class:`Setup` a puzzle file describes; player names from ``RulingsPlayers`` (else the seats)."""
    names = dict(pair.split("=", 1) for pair in puzzle.metadata.get("RulingsPlayers", "").split(",") if "=" in pair)
    st = puzzle.state
    players = []
    for s in SEATS:
        p = PlayerSetup(names.get(s, s), life=int(st.get(f"{s}life", "20")),
                        lands_played=int(st.get(f"{s}landsplayed", "0")))
        pool = st.get(f"{s}manapool", "").split()
        p.mana_pool = "".join(f"{{{m}}}" for m in pool)
        for zone in ZONES:
            value = st.get(f"{s}{zone}", "")
            setattr(p, zone, [_parse_card(c, zone) for c in value.split(";")] if value.strip() else [])
        players.append(p)
    seat = st.get("activeplayer", "human").lower()
    if seat not in SEATS:
        raise PuzzleError(f"activeplayer={seat!r} is not human or ai")
    phase = st.get("activephase", "MAIN1").upper()
    if phase not in STEPS:
        raise PuzzleError(f"activephase={phase!r} is not a phase this reader knows")
    return Setup(players, names.get(seat, seat), STEPS[phase], int(st.get("turn", "1")))


def export(corpus: Corpus, out: Path) -> ExportReport:
    """Write ``out/<feature stem>/<id>.pzl`` for each scenario whose setup Forge's format can hold."""
    report = ExportReport("forge")
    report.note_skipped(corpus)
    for s in sorted(corpus.scenarios, key=lambda s: s.id):
        try:
            text = to_puzzle(s)
        except NotExpressible as e:
            report.not_exported[s.id] = f"not expressible in Forge's game-state format: {e}"
            continue
        rel = f"{feature_folder(s.feature)}/{scenario_file(s.id).removesuffix('.json')}.pzl"
        path = inside(out, rel)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        report.files.append(rel)
        report.exported.append(s.id)
    return report
