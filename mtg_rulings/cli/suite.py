"""Which scenarios, rulings and cards a command works on, and the commands that help write scenarios.

  --features DIR (repeatable)  --rulings FILE (repeatable)  --cards FILE (repeatable)  [--strict-lint]
  rulings lint      refuse the whole corpus on any problem (file:line, with "did you mean")
  rulings list      every scenario id (each Examples row) with its rulings, for `rulings explain`
  rulings new --card NAME --ruling KEY [--out FILE]   a scenario skeleton that quotes the ruling and names its rules
  rulings coverage --rulings FILE [--features DIR] --out DIR   which rulings have runnable scenarios
  rulings blocks    the building blocks card files may use (with installed plugins' blocks)

The suite's own features are used when no ``--features`` is given; the suite's rulings and cards are always
known, a user's files add to them. Registered on the main group by :func:`register` (mtg_rulings/cli/app.py).
"""

from __future__ import annotations

import difflib
import functools
import re
import sys
import textwrap
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import click

from mtg_rulings.model.files import InputRefused, check_output, read_input_text, write_atomic
from mtg_rulings.model.rulings import rulings
from mtg_rulings.runner.config import PROJECT_ROOT
from mtg_rulings.steps import SUITE_FEATURES
from mtg_rulings.steps.userdata import UserDataError, load_user_data

if TYPE_CHECKING:
    from mtg_rulings.steps.collection import ScenarioInfo

USAGE_ERROR = 2


@dataclass
class Suite:
    """The feature folders, rulings files and card files a command was given."""

    features: list[Path] = field(default_factory=lambda: [SUITE_FEATURES])
    rulings_files: list[Path] = field(default_factory=list)
    card_files: list[Path] = field(default_factory=list)
    strict: bool = False

    def load_data(self) -> None:
        """Load the user's rulings and card files; a bad one is a usage error naming file, line and card."""
        try:
            load_user_data(self.features, self.rulings_files, self.card_files)
        except UserDataError as e:
            click.echo("rulings: a rulings or card file can't be used:", err=True)
            for line in str(e).splitlines():
                click.echo(f"  {line}", err=True)
            sys.exit(USAGE_ERROR)

    def scenarios(self, strict: bool | None = None, quiet: bool = False) -> list[ScenarioInfo]:
        """The scenarios, after loading the data. Exits 2 after printing every problem when the suite can't run
        (``strict``: on any problem); otherwise says which scenarios will be `errored`."""
        # late: the step vocabulary and the reference engine's catalogue (half a second), for the commands that
        # read the features themselves; `rulings run` leaves that to its test process
        from mtg_rulings.steps.collection import SuiteError, load_suite

        self.load_data()
        strict = self.strict if strict is None else strict
        try:
            infos = load_suite(self.features, PROJECT_ROOT, strict=strict)
        except SuiteError as e:
            click.echo(f"rulings: the features can't be run as written ({len(e.problems)} problem(s)):", err=True)
            for p in e.problems:
                click.echo(f"  {p}", err=True)
            sys.exit(USAGE_ERROR)
        broken = [i for i in infos if i.problems]
        if broken and not quiet:
            click.echo(f"rulings: {len(broken)} scenario(s) can't be built and will be errored "
                       "(rulings lint, or --strict-lint, refuses the run instead):", err=True)
            for info in broken:
                for p in info.problems:
                    click.echo(f"  {p}", err=True)
        return infos

    def pytest_args(self) -> list[str]:
        args: list[str] = []
        for d in self.features:
            args += ["--rulings-features", str(d)]
        for f in self.rulings_files:
            args += ["--rulings-file", str(f)]
        for f in self.card_files:
            args += ["--rulings-cards", str(f)]
        return args + (["--rulings-strict-lint"] if self.strict else [])


class FeaturesDir(click.Path):
    """A folder of feature files; ``@suite`` is the suite's own, wherever it is installed."""

    def __init__(self) -> None:
        super().__init__(exists=True, file_okay=False, path_type=Path)

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        return SUITE_FEATURES if value == "@suite" else super().convert(value, param, ctx)


def suite_options(strict_lint: bool = False) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Add ``--features``, ``--rulings``, ``--cards`` (and ``--strict-lint``) to a command; it receives ``suite``."""

    def decorate(command: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(command)
        def wrapper(*args: Any, features: tuple[Path, ...], rulings_files: tuple[Path, ...], card_files: tuple[Path, ...],
                    strict_lint: bool = False, **kwargs: Any) -> Any:
            suite = Suite(list(features) or [SUITE_FEATURES], list(rulings_files), list(card_files), strict_lint)
            return command(*args, suite=suite, **kwargs)

        options = [
            click.option("--features", multiple=True, type=FeaturesDir(),
                         help="Folder of .feature files (repeatable; default: the suite's own, also named @suite). "
                              "Card files (*.cards.json) and rulings files (*.rulings.json) in it are loaded too."),
            click.option("--rulings", "rulings_files", multiple=True,
                         type=click.Path(exists=True, dir_okay=False, path_type=Path),
                         help="A rulings file (format rulings-source/1) whose rulings features may tag (repeatable)."),
            click.option("--cards", "card_files", multiple=True, type=click.Path(exists=True, dir_okay=False, path_type=Path),
                         help="A card file (format rulings-cards/1) whose cards features may use (repeatable)."),
        ]
        if strict_lint:
            options.append(click.option("--strict-lint", is_flag=True,
                                        help="Refuse the whole run if any scenario has a problem (as rulings lint)."))
        for option in reversed(options):
            wrapper = option(wrapper)
        return wrapper

    return decorate


# --- commands --------------------------------------------------------------------------------------


@click.command()
@suite_options()
def lint(suite: Suite) -> None:
    """Check every feature file, rulings file and card file; print every problem with its file and line.

    Exit 0 when the whole corpus can run as written, 2 otherwise (for CI: nothing is errored at run time).
    """
    infos = suite.scenarios(strict=True)
    rows = sum(len(i.row_ids()) for i in infos)
    click.echo(f"rulings lint: {len(infos)} scenarios ({rows} with their Examples rows) in "
               f"{', '.join(map(str, suite.features))}: no problem")


@click.command("list")
@suite_options()
@click.option("--ruling", "ruling_key", default=None, help="Only the scenarios that execute this ruling.")
def list_scenarios(suite: Suite, ruling_key: str | None) -> None:
    """List every scenario id (each Examples row: the ids `rulings explain` takes) with its rulings and place."""
    for info in suite.scenarios(quiet=True):
        if ruling_key and ruling_key not in info.rulings:
            continue
        mark = "errored" if info.problems else "pending" if info.pending else ""
        for rid in info.row_ids():
            click.echo(f"{rid}\t{','.join(info.rulings) or '-'}\t{info.feature}:{info.line}" + (f"\t{mark}" if mark else ""))


def resolve_row(infos: list[ScenarioInfo], wanted: str) -> str:
    """A scenario id, or ``id[row]`` for one Examples row, as its result is named. The row may be written as
    its values joined by ``-`` (``chocobo-counted-law[2-3]``), in any case, without its apostrophes, with
    ``-`` or ``_`` for spaces, or as its number (``[#2]``). Raises :class:`click.UsageError` with what exists."""
    base, _, row = wanted.partition("[")
    row = row.removesuffix("]")
    by_id = {i.id: i for i in infos}
    info = by_id.get(base)
    if info is None:
        close = difflib.get_close_matches(base, list(by_id), n=3)
        hint = f"; did you mean {', '.join(close)}?" if close else "; `rulings list` lists them"
        raise click.UsageError(f"no scenario with id {base!r}{hint}")
    if not row:
        return info.id
    ids = info.row_ids()
    if not info.examples:
        raise click.UsageError(f"{base} is not a Scenario Outline: it has no Examples rows; use `rulings explain {base}`")
    values = [i[len(base) + 1:-1] for i in ids]
    if re.fullmatch(r"#\d+", row) and 1 <= int(row[1:]) <= len(ids):
        return ids[int(row[1:]) - 1]
    for candidate, rid in zip(values, ids, strict=True):
        if row == candidate or _loose(row) == _loose(candidate):
            return rid
    listed = ", ".join(f"[{v}]" for v in values)
    raise click.UsageError(f"{base} has no Examples row [{row}]; its rows: {listed} (or [#1] to [#{len(ids)}])")


def _loose(text: str) -> str:
    return re.sub(r"[\s_-]+", "-", re.sub(r"['\u2019\"]", "", text.casefold())).strip("-")


def explain_target(suite: Suite, wanted: str) -> str:
    """The result id ``rulings explain`` runs (see :func:`resolve_row`)."""
    return resolve_row(suite.scenarios(quiet=True), wanted)


# rules a ruling's words suggest, for a skeleton: (words, rule); checked against the CR of 2026-01-16
_TERMS: list[tuple[str, str]] = [
    (r"\blandfall\b", "207.2c"), (r"\bjob select\b", "702.182a"), (r"\bdouble-faced\b", "712.1"),
    (r"\btransform", "701.27"), (r"\bsaga\b|\bchapter\b", "714.1"), (r"\badventure\b", "715.1"),
    (r"\bland types?\b", "205.3i"), (r"\bequip(ment|ped)?\b", "301.5"), (r"\btokens?\b", "111.1"),
    (r"\bcop(y|ies|ied)\b", "707.2"), (r"\bmana abilit(y|ies)\b", "605.1a"), (r"\btrigger", "603.2"),
    (r"\bcounters?\b", "122.1"), (r"\blife\b", "119.3"), (r"\bresolves?\b", "608.2"), (r"\bcast\b", "601.2"),
    (r"\battack", "508.1"), (r"\bdies\b", "700.4"), (r"\bmana value\b", "202.3"), (r"\bcommander\b", "903.4"),
    (r"\bflashback\b", "702.34a"), (r"\bphas(ed|ing|es)\b", "702.26a"), (r"\bdestroy", "701.8a"),
]


def suggested_rules(text: str, known: tuple[str, ...] = (), n: int = 3) -> list[str]:
    """The ruling's own rules if the data has them; else rules it cites ("rule 603.2d"); else rules its words
    suggest (:data:`_TERMS`), at most ``n``."""
    if known:
        return list(known)
    cited = re.findall(r"\brules? (\d{3}(?:\.\d+[a-z]?)?)", text)
    if cited:
        return list(dict.fromkeys(cited))[:n]
    lower = text.lower()
    return [rule for words, rule in _TERMS if re.search(words, lower)][:n]


def skeleton(card: str, key: str, text: str, rules: list[str], sid: str, known_card: bool, oracle: str | None,
             header: bool) -> str:
    """A pending scenario that quotes the ruling and names its rules; its steps are the author's to write."""
    body = textwrap.fill(text, 110, initial_indent="    ", subsequent_indent="    ")
    first = re.split(r"(?<=[.!?])\s", text, maxsplit=1)[0].rstrip(".")
    name = f"{card}: {first[:90]}" if len(first) <= 90 else f"{card}: {first[:87]}..."
    tags = " ".join([f"@id:{sid}", f"@ruling:{key}", *(f"@cr:{r}" for r in rules), "@pending"])
    out = []
    if header:
        out.append(f"Feature: {card}")
        if oracle:
            out += [textwrap.indent(oracle, "  ")]
        out.append("")
    if not rules:
        out.append("  # no rule found in the ruling's words: add the @cr:<rule> it executes")
    out += [f"  {tags}", f"  Scenario: {name}", body, "",
            "    Pending: write the steps that show this ruling, then remove @pending and this line.", "",
            "    Given a game between Alice and Bob", "    And it is Alice's precombat main phase"]
    if known_card:
        out.append(f"    And Alice controls {card}")
    else:
        out.append(f"    # And Alice controls {card}   (the reference engine has no card {card!r} yet: add a card file, "
                   "--cards FILE)")
    out += ["    # When Alice ...", "    # Then ...", ""]
    return "\n".join(out) + "\n"


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")


@click.command()
@suite_options()
@click.option("--card", "card_name", required=True, help="The card the ruling is about (its Oracle name).")
@click.option("--ruling", "key", required=True, help="The ruling's key (see rulings coverage, or rulings list).")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path), default=None,
              help="Append the scenario to this .feature file (created with a Feature header if new); default: print it.")
def new(suite: Suite, card_name: str, key: str, out: Path | None) -> None:
    """Write a scenario skeleton for a ruling: it quotes the ruling word for word, names its rules and is @pending
    until its steps are written, so the suite runs meanwhile."""
    from mtg_rulings.reference_engine.cards import CARDS, TOKENS

    infos = suite.scenarios(quiet=True)
    known = rulings()
    ruling = known.get(key)
    if ruling is None:
        close = difflib.get_close_matches(key, list(known), n=1, cutoff=0.8)
        by_text = [k for k, r in known.items() if key.lower() in r.text.lower()] if len(key) > 12 else []
        hint = (f"; did you mean {close[0]}?" if close else f"; the ruling with those words is {by_text[0]}" if by_text
                else "; load its rulings file with --rulings FILE")
        raise click.UsageError(f"unknown ruling {key!r}{hint}")
    cards = ruling.cards or (ruling.card,)
    if ruling.cards and card_name not in cards:
        click.echo(f"rulings new: note: ruling {key} is recorded for {', '.join(cards)}, not {card_name}", err=True)
    ids = {i.id for i in infos}
    sid, n = f"{_slug(card_name)}-{key[:6]}", 2
    while sid in ids:
        sid, n = f"{_slug(card_name)}-{key[:6]}-{n}", n + 1
    oracle = CARDS[card_name].oracle_text if card_name in CARDS else None
    old = _old_text(out) if out is not None else ""
    header = not old.strip()
    text = skeleton(card_name, key, ruling.text, suggested_rules(ruling.text, ruling.rules), sid,
                    card_name in CARDS or card_name in TOKENS, oracle, header)
    if out is None:
        click.echo(text, nl=False)
        return
    write_atomic(out, text if header else old + ("" if old.endswith("\n") else "\n") + "\n" + text)  # the whole file
    # again: a reader never sees half a scenario, and a link at --out is replaced, not appended through
    click.echo(f"rulings new: wrote scenario @id:{sid} (pending) to {out}; write its steps, then remove @pending")


def _old_text(out: Path) -> str:
    """What ``rulings new --out FILE`` appends to: the file's text, "" if there is none or ``out`` is a link (which
    is replaced, never read or written through); :class:`OutputRefused` for what can't be written over."""
    check_output(out)
    if out.is_symlink() or not out.exists():
        return ""
    try:
        return read_input_text(out)
    except InputRefused as e:
        raise click.UsageError(str(e)) from None


@click.command()
def blocks() -> None:
    """List the building blocks a card file may use (the built-in ones and those of installed plugins), with their
    parameters (? marks an optional one), then the filter, condition, count and target vocabulary."""
    from mtg_rulings.reference_engine.cards.blocks import REGISTRY

    for category in ("ability", "effect"):
        click.echo(f"{category} blocks:")
        for name, block in sorted(REGISTRY.blocks.items()):
            if block.category == category:
                params = ", ".join(k if k in block.required else f"{k}?" for k in block.params)
                doc = " ".join((block.doc or "").split()).split(". ")[0]
                click.echo(f"  {name}({params})" + (f"  {doc}" if doc else ""))
    click.echo("filters: " + ", ".join(sorted(REGISTRY.filter_atoms)) + "; {" + "}, {".join(
        f"{n}: ..." for n in sorted(REGISTRY.filter_ops)) + "}, [all of them], {filter: F, text: T}")
    click.echo("conditions: " + ", ".join(sorted(REGISTRY.condition_atoms)) + "; {" + "}, {".join(
        f"{n}: ..." for n in sorted(REGISTRY.condition_ops)) + "}")
    click.echo("counts: {" + "}, {".join(f"{n}: FILTER" for n in sorted(REGISTRY.counts)) + "}")
    click.echo("targets: " + ", ".join(sorted(REGISTRY.targets)) + ", or {text, players?, permanents?, spells?, "
               "graveyard?, exile?, spell_filter?, opponents_only?, up_to?}")


def register(main: click.Group) -> None:
    """Add this module's commands to the ``rulings`` group."""
    from mtg_rulings.cli.coverage import coverage

    for command in (lint, list_scenarios, new, coverage, blocks):
        main.add_command(command)
