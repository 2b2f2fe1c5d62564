"""Forge's puzzle files, each with the scenario's expectations beside it, and a reader for the puzzles.

``rulings export --format forge --out DIR`` writes, in one flat folder (Forge's puzzle screen lists only the
files directly in its puzzle folder):

- ``<id>.pzl``: the scenario's setup in Forge's game-state format (below), which Forge's puzzle mode opens;
- ``<id>.rulings.json`` (format ``rulings-forge-expectations/1``): the scenario itself (setup, scripted
  choices, actions and checks, ``Scenario.to_dict``, each action with ``describe``), which the Java runner
  (``adapters/forge/runner``, ``ForgeRunner --puzzles DIR``) plays on Forge and checks;
- ``rulings-forge.json``: the manifest mapping each runner testcase back to its scenario (the XMage
  manifest's format, engine ``forge``), for ``rulings import --format surefire``.

A puzzle file has a ``[metadata]`` section of ``Key:Value`` lines and a ``[state]`` section of
``key=value`` lines (the grammar of Forge's ``GameState`` parser, ``forge-ai/.../GameState.java``):

- global keys ``turn``, ``activeplayer`` (``human`` or ``ai``), ``activephase`` (a ``PhaseType`` name:
  ``MAIN1``, ``UPKEEP``, ...);
- per-player keys, prefixed ``human`` or ``ai``: ``life``, ``landsplayed``, ``manapool`` (mana symbols
  separated by spaces: ``G G U``), and the zones ``library`` (top card first), ``hand``, ``graveyard``,
  ``exile``, ``battlefield``;
- a zone's value lists cards separated by ``;``, each ``Name|Modifier|Modifier``; the modifiers used here
  are ``Tapped``, ``SummonSick``, ``Counters:P1P1=2,M1M1=1``, ``Id:N`` with ``AttachedTo:N`` (an Equipment
  on the creature of id N) and ``NamedCard:Name`` (the name chosen as it entered).

Forge's format holds two players (the first player of the setup is ``human``, the second ``ai``); the
player names are kept in the metadata key ``RulingsPlayers`` (Forge ignores metadata keys it doesn't
know). A scenario is exported only if the runner can play all of it: :func:`runner_refusal` says why not.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mtg_rulings.adapters.contract import unsupported_setup_fields
from mtg_rulings.adapters.corpus import Corpus, ExportReport, scenario_file
from mtg_rulings.model.files import write_inside
from mtg_rulings.model.scenario import Action, CardSpec, Check, PlayerSetup, Scenario, Setup

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
SETUP_FIELDS = {"Setup": {"players", "active_player", "step", "turn"},
                "PlayerSetup": {"name", "life", "library", "hand", "graveyard", "exile", "battlefield", "mana_pool",
                                "lands_played"},
                "CardSpec": {"name", "tapped", "summoning_sick", "counters", "token", "attached_to", "named"}}
EXPECTATIONS_FORMAT = "rulings-forge-expectations/1"
MANIFEST = "rulings-forge.json"
SUITE = "rulings.forge.Puzzles"  # the runner's JUnit testsuite (PuzzleRun.SUITE)
#: What the runner drives (adapters/forge/runner/src/rulings/forge/ForgeDriver.java).
RUNNER_ACTIONS = {"play_land", "cast_spell", "activate_ability", "cycle", "pass_priority", "resolve_stack", "advance_to",
                  "declare_attackers"}
RUNNER_CHOICES = {"target", "may", "color", "discard", "search", "return", "copy", "name", "sacrifice", "order"}
REFUSED_ACTIONS = {
    "put_onto_battlefield": "the runner can't make Forge move several cards onto the battlefield as one event",
    "look_at_library_top": "looking at the top card of a library is no action the runner can take in Forge",
    "discard": "Forge has no action of discarding a card of one's own accord",
    "begin_game": "the runner starts from a puzzle position; it doesn't begin games with mulligans",
}


class NotExpressible(ValueError):
    """The setup can't be written in Forge's game-state format, or the runner can't play the scenario."""


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


#: Tokens a setup may hold: Forge's token script for the same token (read from the card script that makes it)
#: and a set that prints it. Forge's game state loads ``T:<script>|Set:<code>`` with the token's abilities
#: (``t:`` makes a vanilla token from name, P/T and types only). Forge names the token "<name> Token"; the
#: runner reports it under the suite's name.
TOKENS = {"Wizard": ("b_0_1_wizard_snipe", "FIN"),  # Lindblum, Industrial Regency's Mage Siege
          "Bird": ("g_2_2_bird_landfall", "FIN"),  # Chocobo Racetrack
          "Human": ("w_1_1_human", "ELD")}  # Lovestruck Beast's Heart's Desire


def _card(spec: CardSpec, zone: str, ids: dict[int, int], hosts: dict[int, int]) -> str:
    if any(ch in spec.name for ch in ";|=\n"):
        raise NotExpressible(f"card name {spec.name!r} holds a character Forge's state format reserves")
    if spec.token:
        if spec.name not in TOKENS:
            raise NotExpressible(f"token {spec.name}: no Forge token script is known for it")
        if zone != "battlefield":
            raise NotExpressible(f"token {spec.name} in {zone}: Forge's state puts tokens on the battlefield only")
        script, code = TOKENS[spec.name]
        parts = [f"T:{script}", f"Set:{code}"]
    else:
        parts = [spec.name]
    if zone == "battlefield":
        if spec.tapped:
            parts.append("Tapped")
        if spec.summoning_sick:
            parts.append("SummonSick")
        if spec.counters and any(spec.counters.values()):
            parts.append("Counters:" + ",".join(f"{_counter(k)}={v}" for k, v in spec.counters.items() if v))
        if id(spec) in ids:
            parts.append(f"Id:{ids[id(spec)]}")
        if id(spec) in hosts:
            parts.append(f"AttachedTo:{hosts[id(spec)]}")
        if spec.named:
            if any(ch in spec.named for ch in ";|=,\n"):
                raise NotExpressible(f"the card name {spec.named!r} holds a character Forge's state format reserves")
            parts.append(f"NamedCard:{spec.named}")
    elif spec.tapped or spec.summoning_sick or spec.counters or spec.attached_to or spec.named:
        raise NotExpressible(f"{spec.name} in {zone} has a status Forge keeps only on the battlefield")
    return "|".join(parts)


def state_lines(setup: Setup) -> list[str]:
    """The ``[state]`` lines for ``setup``. Raises :class:`NotExpressible`."""
    if not setup.begun:
        raise NotExpressible("the game begins in the scenario (mulligans, opening hands): a puzzle starts mid-game")
    unhandled = unsupported_setup_fields(setup, SETUP_FIELDS)
    if unhandled:
        raise NotExpressible(f"the exporter doesn't write {', '.join(unhandled)}")
    if len(setup.players) != 2:
        raise NotExpressible(f"{len(setup.players)} players: Forge's game-state format holds two (human and ai)")
    if setup.step not in PHASES:
        raise NotExpressible(f"step {setup.step!r} has no Forge phase")
    seat = {p.name: s for p, s in zip(setup.players, SEATS, strict=True)}
    ids: dict[int, int] = {}  # id() of a host CardSpec -> the Id: written for it
    hosts: dict[int, int] = {}  # id() of an attached CardSpec -> its host's Id:
    for p in setup.players:
        for spec in p.battlefield:
            if spec.attached_to:
                found = [c for c in p.battlefield if c.name == spec.attached_to and c is not spec]
                if len(found) != 1:
                    raise NotExpressible(f"{spec.name} is attached to {spec.attached_to}, which is not one permanent")
                ids.setdefault(id(found[0]), len(ids) + 1)
                hosts[id(spec)] = ids[id(found[0])]
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
                lines.append(f"{s}{zone}=" + ";".join(_card(c, zone, ids, hosts) for c in cards))
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
    ruling's expectations are in the ``.rulings.json`` beside it, which the runner checks (Forge's own goal
    can't say "the triggered abilities put on the stack are 2 from Sazh's Chocobo").
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
        f"Description:Rulings {', '.join(scenario.rulings)}; CR {', '.join(scenario.rules)}. The ruling's expectations are "
        f"in {scenario_file(scenario.id).removesuffix('.json')}.rulings.json, checked by the rulings runner. "
        f"Steps: {_summary(scenario)}",
        f"RulingsId:{scenario.id}",
        f"RulingsKeys:{','.join(scenario.rulings)}",
        f"RulingsRules:{','.join(scenario.rules)}",
        f"RulingsFeature:{scenario.feature}:{scenario.line}",
        f"RulingsPlayers:{players}",
    ]
    return "[metadata]\n" + "\n".join(meta) + "\n[state]\n" + "\n".join(lines) + "\n"


#: The check kinds the runner's Checks.evaluate knows; a scenario with another kind isn't exported.
RUNNER_CHECKS = frozenset({"triggered", "counters", "life", "controls", "zone", "library_top", "stack", "tapped",
                           "power_toughness", "mana_pool", "attached", "mana_value", "turn", "characteristics"})


def runner_refusal(scenario: Scenario) -> str | None:
    """Why the Forge runner can't play ``scenario`` (an action, choice or course it doesn't drive), or None.
    The course comes from the reference engine (adapters/xmage/course.py): which choices are asked, and
    whether an action moves the game to another turn."""
    from mtg_rulings.adapters.xmage.course import Choice, CourseError, course

    for step in scenario.steps:
        if not isinstance(step, Action):
            continue
        if step.during:
            return f"{step.line}: actions taken while casting: the runner casts through Forge's AI, which pays costs itself"
        if step.kind in REFUSED_ACTIONS:
            return f"{step.line}: {REFUSED_ACTIONS[step.kind]}"
        if step.kind not in RUNNER_ACTIONS:
            return f"{step.line}: action {step.kind!r} is not driven by the runner"
    for step in scenario.steps:
        if isinstance(step, Check) and step.kind not in RUNNER_CHECKS:
            return f"{step.line}: check {step.kind!r} is not evaluated by the runner (runner/src/rulings/forge/Checks.java)"
    for d in scenario.decisions:
        if d.kind not in RUNNER_CHOICES:
            return f"a scripted {d.kind!r} choice: the runner's scripted controller doesn't answer that kind of choice"
    try:
        co = course(scenario)
    except CourseError as problem:
        return f"the reference engine can't play it: {problem}"
    for index, ac in co.actions.items():
        a = scenario.steps[index]
        if ac.after.turn != ac.before.turn:
            return (f"{a.line}: the game moves on to another turn; the runner moves through the steps of one turn "
                    "(Forge's PhaseHandler.devAdvanceToPhase)")
        for event in ac.events:
            if isinstance(event, Choice) and event.kind not in RUNNER_CHOICES:
                return f"{a.line}: a {event.kind!r} choice is asked; the runner's scripted controller doesn't answer it"
    return None


def expectations(scenario: Scenario, puzzle_name: str) -> dict[str, Any]:
    """The ``.rulings.json`` document for ``scenario``: the scenario, each action with its description."""
    data = scenario.to_dict()
    for step, raw in zip(scenario.steps, data["steps"], strict=True):
        if isinstance(step, Action):
            raw["describe"] = step.describe()
    players = dict(zip(SEATS, (p.name for p in scenario.setup.players), strict=False))
    return {"format": EXPECTATIONS_FORMAT, "puzzle": puzzle_name, "players": players, "scenario": data}


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


def _parse_card(text: str, zone: str) -> tuple[CardSpec, int | None, int | None]:
    """A card, its ``Id:`` and the ``AttachedTo:`` id it names, if any."""
    name, *mods = text.strip().split("|")
    spec = CardSpec(name)
    if name.startswith("T:"):
        by_script = {script: token for token, (script, _) in TOKENS.items()}
        script = name.removeprefix("T:")
        if script not in by_script:
            raise PuzzleError(f"token script {script!r} is not one this reader maps back to a token")
        spec = CardSpec(by_script[script], token=True)
        mods = [m for m in mods if not m.startswith("Set:")]
    own = host = None
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
        elif mod.startswith("Id:"):
            own = int(mod.removeprefix("Id:"))
        elif mod.startswith("AttachedTo:"):
            host = int(mod.removeprefix("AttachedTo:"))
        elif mod.startswith("NamedCard:"):
            spec.named = mod.removeprefix("NamedCard:")
        else:
            raise PuzzleError(f"card modifier {mod!r} (on {name}) is not one this reader maps back to a setup")
    return spec, own, host


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
            parsed = [_parse_card(c, zone) for c in value.split(";")] if value.strip() else []
            by_id = {own: spec for spec, own, _ in parsed if own is not None}
            for spec, _, host in parsed:
                if host is not None:
                    if host not in by_id:
                        raise PuzzleError(f"{spec.name} is AttachedTo:{host}, which no card of {s}'s {zone} has as Id")
                    spec.attached_to = by_id[host].name
            setattr(p, zone, [spec for spec, _, _ in parsed])
        players.append(p)
    seat = st.get("activeplayer", "human").lower()
    if seat not in SEATS:
        raise PuzzleError(f"activeplayer={seat!r} is not human or ai")
    phase = st.get("activephase", "MAIN1").upper()
    if phase not in STEPS:
        raise PuzzleError(f"activephase={phase!r} is not a phase this reader knows")
    return Setup(players, names.get(seat, seat), STEPS[phase], int(st.get("turn", "1")))


def export(corpus: Corpus, out: Path, suite: dict[str, str] | None = None) -> ExportReport:
    """Write ``out/<id>.pzl`` and ``out/<id>.rulings.json`` for each scenario the runner can play, and the
    manifest ``out/rulings-forge.json``; return what was written and what was not, with reasons."""
    report = ExportReport("forge")
    report.note_skipped(corpus)
    tests: list[dict[str, Any]] = []
    out.mkdir(parents=True, exist_ok=True)
    for s in sorted(corpus.scenarios, key=lambda s: s.id):
        try:
            text = to_puzzle(s)
        except NotExpressible as e:
            report.not_exported[s.id] = f"not expressible in Forge's game-state format: {e}"
            continue
        reason = runner_refusal(s)
        if reason:
            report.not_exported[s.id] = f"not playable by the Forge runner: {reason}"
            continue
        stem = scenario_file(s.id).removesuffix(".json")
        write_inside(out, f"{stem}.pzl", text)
        write_inside(out, f"{stem}.rulings.json", json.dumps(expectations(s, f"{stem}.pzl"), indent=1, ensure_ascii=False)
                     + "\n")
        report.files += [f"{stem}.pzl", f"{stem}.rulings.json"]
        report.exported.append(s.id)
        tests.append({"class": SUITE, "method": stem, "id": s.id, "feature": s.feature, "scenario": s.name,
                      "rulings": s.rulings, "rules": s.rules, "cards": s.cards(), "capabilities": s.required_capabilities()})
    names = {s.id: s for s in corpus.scenarios}
    skipped = {s.id: s for s in corpus.skipped}
    not_exported = []
    for sid, why in sorted(report.not_exported.items()):
        src: Any = names.get(sid) or skipped.get(sid)
        not_exported.append({"id": sid, "feature": src.feature, "scenario": getattr(src, "name", getattr(src, "scenario", "")),
                             "status": "pending" if sid in skipped and skipped[sid].status == "pending" else "unsupported",
                             "reason": why, "rulings": list(src.rulings), "rules": list(src.rules)})
    from mtg_rulings.adapters.xmage.junit import MANIFEST_FORMAT

    manifest = {"format": MANIFEST_FORMAT, "engine": "forge", "suite": suite or {}, "tests": tests, "not_exported": not_exported}
    write_inside(out, MANIFEST, json.dumps(manifest, indent=1, ensure_ascii=False) + "\n")
    report.files.append(MANIFEST)
    return report
