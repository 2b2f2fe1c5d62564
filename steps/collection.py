"""Load the feature files and refuse a suite that would run wrongly, before any engine runs.

pytest-bdd silently keeps one of two scenarios with the same name, silently picks one of two matching
step patterns, and fails an undefined step only when it runs. This module checks every feature file
up front and reports each problem as ``<file>:<line>: <message>``:

- Gherkin syntax; every scenario has exactly one ``@id:<slug>``, unique in the suite, and a name
  unique in its feature;
- tags are only ``@id:``, ``@ruling:<known key>``, ``@cr:<rule>``, ``@pending`` and ``@unreviewed``; each
  scenario has at least one rule (``@cr``) and at least one ruling, or else names in its description the CR
  rule it executes ("CR 508.1c: ..."); its description holds the words of each ruling it names; a
  pending scenario says ``Pending: <reason>``; an ``@unreviewed`` scenario (found by ``rulings fuzz``,
  expecting the reference engine's answer) needs no ruling until a person attaches the ruling or rule
  that decides it, and then removes the tag (a scenario can't be both);
- every step of every runnable scenario (each Examples row of an outline) matches exactly one step
  definition, and its arguments convert (card names exist, steps and zones are known); an undefined step
  gets the closest steps of the vocabulary, shown by examples from the features.

A problem of one scenario (an unknown card, ruling or step, a description that doesn't quote its ruling)
belongs to that scenario: ``load_suite(..., strict=False)`` returns it on the scenario
(:attr:`ScenarioInfo.problems`), which the plugin then reports as ``errored`` while the others run; the
suite's structure (Gherkin syntax, ids, duplicate names) is always checked up front. ``strict=True``
(``rulings lint``, ``rulings run --strict-lint``) refuses the whole suite on any problem.
"""

from __future__ import annotations

import collections
import contextlib
import difflib
import hashlib
import json
import os
import re
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from importlib.metadata import version
from pathlib import Path
from typing import Any

from gherkin.ast_builder import AstBuilder
from gherkin.errors import CompositeParserException, ParserError
from gherkin.parser import Parser
from gherkin.stream.id_generator import IdGenerator

from mtg_rulings.model.files import InputRefused, read_input, read_input_text
from mtg_rulings.model.rulings import normalise, rulings
from mtg_rulings.steps import SUITE_FEATURES
from mtg_rulings.steps.grammar import MAX_NUMBER_DIGITS, MAX_STEP_CHARS
from mtg_rulings.steps.userdata import UserDataError, load_user_data
from mtg_rulings.steps.vocabulary import STEP_DEFINITIONS, matching

_ID = re.compile(r"[a-z0-9][a-z0-9-]*")
_RULE = re.compile(r"\d{3}(?:\.\d+[a-z]?)?")
_LONG_NUMBER = re.compile(rf"\d{{{MAX_NUMBER_DIGITS + 1},}}")
_KEYWORD_KIND = {"Context": "given", "Action": "when", "Outcome": "then"}
FeatureDirs = Path | Sequence[Path]


@dataclass(frozen=True)
class Problem:
    """A problem at ``file:line``; ``scenario`` is the id of the scenario it belongs to (None: the suite's
    structure), ``row`` the index of the Examples row it belongs to (None: every row)."""

    file: str
    line: int
    message: str
    scenario: str | None = None
    row: int | None = None

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.message}"


#: The ``scenario`` of a problem found in a scenario that is the suite's own (the run is refused), not the scenario's.
STRUCTURE = "\0structure"


class SuiteError(Exception):
    """The feature files can't be run as they are; ``problems`` says where and why."""

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__("\n".join(map(str, problems)))
        self.problems = problems


@dataclass(frozen=True, slots=True)
class StepText:
    """One step as written: its kind (given, when, then: an ``And`` or ``But`` takes the kind before it), its
    keyword as written (``And``), its text (with ``<placeholders>`` in an outline) and its line."""

    kind: str
    keyword: str
    text: str
    line: int

    def for_row(self, row: dict[str, str]) -> str:
        """The text with an Examples row's values in place of its ``<placeholders>``."""
        text = self.text
        for k, v in row.items():
            text = text.replace(f"<{k}>", v)
        return text


@dataclass(slots=True)
class ScenarioInfo:
    """One scenario (or outline) as written: identity, tags, and its Gherkin source (:attr:`gherkin`)."""

    id: str
    name: str
    feature: str  # path relative to the project root, as results name it
    feature_path: Path
    feature_name: str
    line: int
    rulings: list[str]
    rules: list[str]
    description: str
    pending: str | None
    #: the scenario's Gherkin source as written; None: lines ``line`` to ``end_line`` of its file, read when asked
    #: (:attr:`gherkin`; a run keeps every scenario to its end, and only failures' reports show their source)
    source: str | None
    examples: list[dict[str, str]] = field(default_factory=list)
    problems: list[Problem] = field(default_factory=list)  # this scenario's own problems (strict=False)
    background: list[str] = field(default_factory=list)  # the Background steps that run before it ("Given ...")
    unreviewed: bool = False  # @unreviewed: no ruling or rule decides it yet (rulings fuzz)
    steps: list[StepText] = field(default_factory=list)  # the Background's steps, then the scenario's
    #: each valid step text's definition and converted arguments, as the load checked them: shared by every
    #: scenario of the load with that text (a step function must not change its arguments)
    parsed: dict[tuple[str, str], tuple[Any, dict[str, Any]]] = field(default_factory=dict, repr=False, compare=False)
    end_line: int = 0  # the last line of the scenario's source in its file (with ``source`` None)

    @property
    def gherkin(self) -> str:
        """The scenario's Gherkin source, from its Scenario line to its last step or Examples row (before the next
        scenario, Rule or comment): ``source``, else read from its feature file ("" if it can no longer be read)."""
        if self.source is not None:
            return self.source
        lines = _file_lines(self.feature_path)
        return "\n".join(lines[self.line - 1:self.end_line]).rstrip()

    def row_steps(self, row: int | None) -> list[tuple[StepText, str]]:
        """Each step with its text for Examples row ``row`` (None: a plain scenario)."""
        values = self.examples[row] if row is not None else {}
        return [(step, step.for_row(values)) for step in self.steps]

    def row_problems(self, row: int | None) -> list[Problem]:
        """The problems that make this scenario's Examples row ``row`` (None: a plain scenario) unrunnable."""
        return [p for p in self.problems if p.row is None or p.row == row]

    def row_ids(self) -> list[str]:
        """The result id of each Examples row (``chocobo-counted-law[2-3]``), or just the id."""
        return [f"{self.id}[{'-'.join(row.values())}]" for row in self.examples] or [self.id]


def feature_dirs(features: FeatureDirs) -> list[Path]:
    return [features] if isinstance(features, Path) else list(features)


#: the folders a feature folder's walk visits at most (the suite's own has a handful)
MAX_FEATURE_FOLDERS = 10_000


def feature_files(features: FeatureDirs, unreadable: list[Problem] | None = None) -> list[Path]:
    """The .feature files under each folder, in order. A folder that can't be listed is never passed over in
    silence: it is added to ``unreadable`` (a problem naming it), or, without that list, ignored only by callers
    that read the suite again through :func:`load_suite` (which reports it)."""
    return [p for d in feature_dirs(features) for p in _feature_files_in(d, unreadable)]


def _feature_files_in(folder: Path, unreadable: list[Problem] | None) -> list[Path]:
    def note(e: OSError) -> None:
        if unreadable is not None:
            unreadable.append(Problem(str(e.filename or folder), 0, f"can't read the folder: {e.strerror or e}"))

    found = []
    seen: set[tuple[int, int]] = set()  # the folders walked, by device and inode: a link back up is walked once
    walked = 0
    for top, dirs, files in os.walk(folder, onerror=note, followlinks=True):
        try:
            st = os.stat(top)
        except OSError as e:
            note(e)
            dirs.clear()
            continue
        if (st.st_dev, st.st_ino) in seen:  # a loop of links (a folder linking to its parent, /proc/self/root)
            dirs.clear()
            continue
        seen.add((st.st_dev, st.st_ino))
        walked += 1
        if walked > MAX_FEATURE_FOLDERS:  # bounded work: this is not a folder of feature files
            if unreadable is not None:
                unreadable.append(Problem(str(folder), 0, f"more than {MAX_FEATURE_FOLDERS:,} folders under it: not a "
                                                          "folder of feature files (give the features folder itself)"))
            break
        dirs.sort()
        found += [Path(top) / f for f in files if f.endswith(".feature")]
    return sorted(found)


def load_suite(features: FeatureDirs, root: Path | None = None, strict: bool = True,
               check_steps: bool = True, only: set[Path] | None = None) -> list[ScenarioInfo]:
    """Every scenario under the feature folder(s). Raises :class:`SuiteError` listing every problem (``strict``)
    or only those of the suite's structure, leaving each scenario's own on :attr:`ScenarioInfo.problems`. The
    rulings and card files beside the features (``*.rulings.json``, ``*.cards.json``) are loaded first, as
    ``rulings run`` loads them, so every command reads the same suite. ``check_steps=False`` leaves out the
    steps' problems (undefined, ambiguous, arguments that don't convert), for readers of the scenarios'
    metadata only, such as the report site. ``only``: read just these feature files (a shard's part of the files;
    scenario ids are then unique among them, and ``rulings merge`` refuses shards that share one)."""
    problems: list[Problem] = []
    scenarios: list[ScenarioInfo] = []
    # each step text's problem, checked once per load (a corpus repeats its steps; the card and rulings data
    # can't change during a load)
    checked: dict[tuple[str, str], str | None] = {}
    parsed: dict[tuple[str, str], tuple[Any, dict[str, Any]]] = {}  # and its arguments, for running it
    try:  # the rulings (and cards) files beside the features, as every command loads them: once per process
        load_user_data(feature_dirs(features))
    except UserDataError as e:
        raise SuiteError([Problem(", ".join(map(str, feature_dirs(features))), 0, str(e))]) from None
    cwd = Path.cwd().resolve()
    for d in feature_dirs(features):
        files = _feature_files_in(d, problems)
        if not files:
            problems.append(Problem(str(d), 0, "no .feature files found"))
        bases = ((root or d.parent).resolve(), cwd)  # resolved once, not once per file
        for path in files if only is None else [f for f in files if f in only]:
            resolved = path.resolve()
            scenarios.extend(_load_feature(path, resolved, _relative(resolved, bases), problems,
                                           (checked, parsed) if check_steps else None))
    seen: dict[str, ScenarioInfo] = {}
    for s in scenarios:
        if s.id in seen:
            first = seen[s.id]
            problems.append(Problem(s.feature, s.line, f"duplicate scenario id @id:{s.id} "
                                                       f"(first at {first.feature}:{first.line})"))
        seen.setdefault(s.id, s)
    by_id = {s.id: s for s in scenarios}
    fatal = [p for p in problems if p.scenario is None or p.scenario not in by_id]
    if strict and problems:
        raise SuiteError(problems)
    if fatal:
        raise SuiteError(fatal)
    for p in problems:
        if p.scenario is not None:
            by_id[p.scenario].problems.append(p)
    return scenarios


def relative_path(path: Path, root: Path) -> str:
    """A feature file's path as results name it: relative to ``root`` (the suite's folder), else to the current
    folder, else absolute."""
    return _relative(path.resolve(), (root.resolve(), Path.cwd().resolve()))


def _relative(resolved: Path, bases: tuple[Path, ...]) -> str:
    """A resolved path relative to the first of the (resolved) ``bases`` holding it, else absolute."""
    for base in bases:
        if resolved.is_relative_to(base):
            return resolved.relative_to(base).as_posix()
    return resolved.as_posix()


MAX_FEATURE_BYTES = 1024 * 1024


class FileIds(IdGenerator):
    """Gherkin node ids unique across files and the same in every process: ``<prefix>-<n>``."""

    def __init__(self, prefix: str) -> None:
        super().__init__()
        self.prefix = prefix

    def get_next_id(self) -> str:
        return f"{self.prefix}-{super().get_next_id()}"


def _file_hash(resolved: str, text: str) -> str:
    """The hash of a feature file's resolved path and its text."""
    return hashlib.sha1(f"{resolved}\0{text}".encode()).hexdigest()


def ids_prefix(path: Path, text: str) -> str:
    """The id prefix of a feature file's nodes (and, with ``p``, of its pickles): a hash of its path and text."""
    return _file_hash(str(path.resolve()), text)[:12]


def parse_gherkin(path: Path, text: str) -> dict[str, Any]:
    """The Gherkin document of a feature file's ``text`` (the official parser; raises its errors): collection and
    Cucumber Messages read the same document, the same node ids (:class:`FileIds` with :func:`ids_prefix`) in every
    process. It is read from the parse cache's file when there is one (:func:`parses_dir`), else parsed; only the
    last :data:`PARSES_KEPT` documents are kept in memory. Callers must not change the document."""
    return _parse_gherkin(str(path.resolve()), text)


#: A folder where the processes of one run share the documents they parse, as JSON files named by the hash of
#: the feature file's path and text (``rulings run -n`` sets it for its shards and its merge); unset: the cache.
SHARED_PARSES_ENV = "RULINGS_SHARED_PARSES"
#: Where parsed documents are kept between runs, in a folder per version of the Gherkin parser: this variable,
#: else ``$XDG_CACHE_HOME/rulings``, else ``~/.cache/rulings``; set but empty, nothing is kept.
CACHE_ENV = "RULINGS_CACHE_DIR"
#: When a process writes its first document into a folder, the documents not rewritten for this many days are removed,
#: then the oldest beyond this many (runs on features in temporary folders would otherwise pile up).
CACHE_DAYS = 30
CACHE_FILES = 4096
_PARSER = f"gherkin-{version('gherkin-official')}-ids1"  # ids1: FileIds with ids_prefix
_pruned: set[Path] = set()


def cache_dir(name: str) -> Path | None:
    """The cache's folder ``name``: in :data:`CACHE_ENV`, else ``$XDG_CACHE_HOME/rulings``, else
    ``~/.cache/rulings``; None when the variable is set but empty (nothing is kept)."""
    configured = os.environ.get(CACHE_ENV)
    if configured is None:
        xdg = os.environ.get("XDG_CACHE_HOME")
        configured = str((Path(xdg) if xdg else Path.home() / ".cache") / "rulings")
    return Path(configured) / name if configured else None


def parses_dir() -> Path | None:
    """The folder where parsed documents are read and written: the run's shared folder, else the cache (None: off)."""
    shared = os.environ.get(SHARED_PARSES_ENV)
    if shared:
        return Path(shared)
    return cache_dir(_PARSER)


#: The documents kept in memory: the last few only. A document (tens of kB) is not kept for the run: collection
#: reads each file once, the Cucumber writer once more (from the parse cache's file, or parsed again). Kept, they
#: cost about 9 KB a scenario, and the bound of 4,096 files kept before was below a 100,000-scenario corpus's
#: 15,000: the writer, reading the files in collection's order, found none of them kept anyway.
PARSES_KEPT = 16


@lru_cache(maxsize=PARSES_KEPT)
def _parse_gherkin(path: str, text: str) -> dict[str, Any]:
    folder = parses_dir()
    kept = folder / f"{_file_hash(path, text)}.json" if folder else None
    if kept is not None:
        with contextlib.suppress(OSError, ValueError):  # none yet, or unreadable: parse it again
            document: dict[str, Any] = json.loads(kept.read_text(encoding="utf-8"))
            # an entry edited by hand is parsed again; one this process wrote or checked is not checked again
            if kept.name in _checked or _matches_source(document, text.splitlines()):
                _checked.add(kept.name)
                return document
    document = dict(Parser(AstBuilder(FileIds(_file_hash(path, text)[:12]))).parse(text))
    if kept is not None:  # written whole or not at all: another process may be reading it
        with contextlib.suppress(OSError):
            kept.parent.mkdir(parents=True, exist_ok=True)
            _prune(kept.parent)
            partial = kept.with_name(f"{kept.name}.{os.getpid()}.partial")
            partial.write_text(json.dumps(document), encoding="utf-8")
            os.replace(partial, kept)
            _checked.add(kept.name)
    return document


#: The parse cache's entries (file names: the hash of a feature file's path and text) this process wrote, or read
#: and found to match their file's text (:func:`_matches_source`): the Cucumber writer reads again the documents
#: collection read, and checking them again was half of its reading time.
_checked: set[str] = set()
_CHECKED_FIELDS = ("keyword", "name", "text", "value")


def _matches_source(document: Any, lines: list[str]) -> bool:
    """Whether every located node of a cached parse (step, tag, scenario, table cell) says what the feature file
    says on its line: an entry whose step text or Examples value was changed can't stand for the file (a failing
    scenario read green). Linear in the document's size."""
    stack = [document]
    while stack:
        node = stack.pop()
        if isinstance(node, list):
            stack.extend(node)
            continue
        if not isinstance(node, dict):
            continue
        location = node.get("location")
        if isinstance(location, dict):
            line = location.get("line")
            if not isinstance(line, int) or not 1 <= line <= len(lines):
                return False
            source = lines[line - 1]
            for key in _CHECKED_FIELDS:
                value = node.get(key)
                if isinstance(value, str) and value.strip() and value.strip() not in source \
                        and _escaped_cell(value.strip()) not in source:
                    return False
        stack.extend(v for v in node.values() if isinstance(v, dict | list))
    return True


def _escaped_cell(value: str) -> str:
    return value.replace("\\", "\\\\").replace("|", "\\|").replace("\n", "\\n")


def _prune(folder: Path) -> None:
    """Once per process and folder: remove the documents not rewritten for :data:`CACHE_DAYS` days, then the oldest
    beyond :data:`CACHE_FILES`."""
    if folder in _pruned:
        return
    _pruned.add(folder)
    dated = []
    for kept in folder.glob("*.json"):
        with contextlib.suppress(OSError):
            dated.append((kept.stat().st_mtime, kept))
    dated.sort(reverse=True)
    oldest = time.time() - CACHE_DAYS * 86400
    for n, (mtime, kept) in enumerate(dated):
        if mtime < oldest or n >= CACHE_FILES:
            with contextlib.suppress(OSError):
                kept.unlink()


def share_parsing(features: FeatureDirs, part: int, parts: int) -> None:
    """Parse every feature file now, starting at the ``part``-th of ``parts`` stretches of the file list (1-based)
    and wrapping round: processes of one run that share their parses (:data:`SHARED_PARSES_ENV`) then each
    parse a different stretch first and find the others' stretches already parsed. Files that can't be read or
    parsed are left for :func:`load_suite` to report."""
    files = feature_files(features)
    start = (part - 1) * len(files) // max(parts, 1)
    for path in files[start:] + files[:start]:
        with contextlib.suppress(InputRefused, CompositeParserException, ParserError):
            parse_gherkin(path, read_input_text(path, MAX_FEATURE_BYTES))


def _read_feature(path: Path, rel: str, problems: list[Problem]) -> str | None:
    """The text of a feature file, or None after noting why it can't be read (too large, not UTF-8, no regular
    file: a FIFO or a device is refused before anything is read, :func:`mtg_rulings.model.files.read_input`)."""
    try:
        raw = read_input(path, MAX_FEATURE_BYTES)
    except InputRefused as e:
        reason = str(e).removeprefix(f"{path}: ")
        problems.append(Problem(rel, 0, reason if rel.endswith(path.name) else f"{path} (a link to it): {reason}"))
        return None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as e:
        line = raw[:e.start].count(b"\n") + 1
        problems.append(Problem(rel, line, f"not UTF-8 text (byte {raw[e.start:e.start + 1]!r} at offset {e.start})"))
        return None


def _load_feature(path: Path, resolved: Path, rel: str, problems: list[Problem],
                  checks: tuple[dict[tuple[str, str], str | None], dict[tuple[str, str], Any]] | None
                  ) -> list[ScenarioInfo]:
    text = _read_feature(path, rel, problems)
    if text is None:
        return []
    try:
        doc = _parse_gherkin(str(resolved), text)  # parse_gherkin, with the path resolved once
    except (CompositeParserException, ParserError) as e:
        errors = getattr(e, "errors", [e])
        for err in errors:
            loc = getattr(err, "location", None) or {}
            problems.append(Problem(rel, loc.get("line", 0), f"Gherkin syntax: {err}"))
        return []
    feature = doc.get("feature")
    if not feature:
        problems.append(Problem(rel, 1, "no Feature in file"))
        return []
    lines = text.splitlines()
    out: list[ScenarioInfo] = []
    names: dict[str, int] = {}
    # what the scenarios under one Background share, made once: its step texts and its steps (by the id of their
    # node, while this file's document is alive); each scenario keeps them for the run
    backgrounds: dict[int, list[str]] = {}
    shared_steps: dict[int, StepText] = {}
    for sc, background, rule in _scenarios(dict(feature), [], None):
        line = sc["location"]["line"]
        if sc["name"] in names:
            problems.append(Problem(rel, line, f"duplicate scenario name {sc['name']!r} in this feature (first at "
                                               f"line {names[sc['name']]}); pytest-bdd would drop one silently"))
        names.setdefault(sc["name"], line)
        own: list[Problem] = []
        info = _scenario_info(sc, rule, rel, path, feature["name"], lines, own)
        if info is None:
            problems.extend(own)
            continue
        if id(background) not in backgrounds:
            backgrounds[id(background)] = [sys.intern(f"{step['keyword'].strip()} {step['text']}") for step in background]
        info.background = backgrounds[id(background)]
        info.steps = _step_texts(background + sc["steps"], shared_steps, len(background))
        if info.pending is None and checks is not None:
            _check_steps(info, rel, own, *checks)
            info.parsed = checks[1]
        problems.extend(Problem(p.file, p.line, p.message, None if p.scenario == STRUCTURE else info.id, p.row)
                        for p in own)
        out.append(info)
    return out


def _scenarios(node: dict[str, Any], background: list[dict[str, Any]],
               rule: dict[str, Any] | None) -> list[tuple[dict[str, Any], list[Any], dict[str, Any] | None]]:
    """Each scenario of a feature or rule with the background steps that apply to it (the feature's,
    then its rule's) and its Rule, if any."""
    out = []
    for child in node.get("children", []):
        if "background" in child:
            background = background + child["background"]["steps"]
        elif "rule" in child:
            out.extend(_scenarios(child["rule"], background, child["rule"]))
        elif "scenario" in child:
            out.append((child["scenario"], background, rule))
    return out


def _scenario_info(sc: dict[str, Any], rule: dict[str, Any] | None, rel: str, path: Path, feature_name: str,
                   lines: list[str], problems: list[Problem]) -> ScenarioInfo | None:
    """A scenario's identity and metadata. A Rule's tags and description (the ruling's words) apply
    to every scenario under it."""
    line = sc["location"]["line"]
    ids, keys, rules, pending_tag, unreviewed = [], [], [], False, False
    unknown_keys: list[tuple[str, int]] = []
    for tag in [*(rule or {}).get("tags", []), *sc.get("tags", [])]:
        name, tline = tag["name"][1:], tag["location"]["line"]
        prefix, _, value = name.partition(":")
        value = sys.intern(value)  # ruling keys and rules recur across a corpus: one copy each, kept for the run
        if prefix == "id" and _ID.fullmatch(value):
            ids.append(value)
        elif prefix == "ruling":
            keys.append(value)
            unknown_keys.append((value, tline))
        elif prefix == "cr" and _RULE.fullmatch(value):
            rules.append(value)
        elif name == "pending":
            pending_tag = True
        elif name == "unreviewed":
            unreviewed = True
        else:
            problems.append(Problem(rel, tline, f"unknown or malformed tag @{name}; use @id:<slug>, "
                                                "@ruling:<key>, @cr:<rule>, @pending or @unreviewed"))
    keys, rules = list(dict.fromkeys(keys)), list(dict.fromkeys(rules))  # a Rule's tag may be repeated on its scenarios
    if len(ids) != 1:
        problems.append(Problem(rel, line, f"scenario {sc['name']!r} needs exactly one @id:<slug> tag, has {len(ids)}"))
        return None
    if not rules:
        problems.append(Problem(rel, line, f"scenario {sc['name']!r} has no @cr:<rule> tag"))
    description = "\n\n".join(d for d in ((rule or {}).get("description", ""), sc.get("description", "")) if d.strip())
    # interned: the scenarios under one Rule, without words of their own, share its description
    description = sys.intern("\n".join(x.strip() for x in description.splitlines()))
    flat = normalise(description)
    for value, tline in unknown_keys:
        if value not in rulings():
            problems.append(Problem(rel, tline, f"unknown ruling key {value!r}{_ruling_hint(value, flat)}"))
    if unreviewed and (keys or unknown_keys):
        problems.append(Problem(rel, line, f"scenario {sc['name']!r} is @unreviewed and has a @ruling: tag; once a "
                                           "ruling decides it, remove @unreviewed"))
    if not keys and not unreviewed and not any(re.search(rf"\bCR {re.escape(r)}\b", description) for r in rules):
        problems.append(Problem(rel, line, f"scenario {sc['name']!r} has no @ruling:<key> tag; a scenario backed by a "
                                           "CR rule alone names it in its description ('CR 508.1c: ...')"))
    for key in keys:
        known = rulings().get(key)
        if known and _normalised(known.text) not in flat:
            problems.append(Problem(rel, line, f"the description of {sc['name']!r} must quote ruling {key} word "
                                               f"for word: {known.text[:60]}..."))
    m = re.search(r"Pending:\s*(.+)", flat)
    pending = m[1].strip() if m else None
    if pending_tag != bool(pending):
        problems.append(Problem(rel, line, "a @pending scenario needs a 'Pending: <reason>' line in its description, "
                                           "and only a @pending scenario may have one"))
    end = _scenario_end(lines, line)
    examples = [dict(zip([c["value"] for c in ex["tableHeader"]["cells"]], [c["value"] for c in row["cells"]], strict=True))
                for ex in sc.get("examples", []) if ex.get("tableHeader") for row in ex.get("tableBody", [])]
    rows = collections.Counter("-".join(row.values()) for row in examples)
    if len(rows) < len(examples):  # two results of one id: the whole run is refused, as for a duplicate @id
        twice = sorted(r for r, n in rows.items() if n > 1)
        shown = ", ".join(twice[:5]) + (f" and {len(twice) - 5} more" if len(twice) > 5 else "")
        problems.append(Problem(rel, line, f"Examples rows with the same values ({shown}) would have the "
                                           "same result id", STRUCTURE))
    return ScenarioInfo(ids[0], sc["name"], rel, path, feature_name, line, keys, rules, description,
                        pending if pending_tag else None, None, examples, unreviewed=unreviewed, end_line=end)


def _file_lines(path: Path) -> list[str]:
    """A feature file's lines as it is now, for the source of its scenarios (:attr:`ScenarioInfo.gherkin`)."""
    try:
        st = path.stat()
    except OSError:
        return []
    return _lines_of(path, st.st_mtime_ns, st.st_size)


@lru_cache(maxsize=4)  # the last few files: their scenarios are asked for one after the other
def _lines_of(path: Path, mtime_ns: int, size: int) -> list[str]:
    try:
        return read_input_text(path, MAX_FEATURE_BYTES).splitlines()
    except InputRefused:
        return []


@lru_cache(maxsize=8192)
def _normalised(ruling_text: str) -> str:
    """A ruling's text in normal form, worked out once per text (scenarios quote the same rulings)."""
    return normalise(ruling_text)


def _scenario_end(lines: list[str], start: int) -> int:
    """The last line of the scenario starting at 1-based line ``start`` (before the next tags or scenario)."""
    end = start
    for i in range(start, len(lines)):
        stripped = lines[i].lstrip()
        if stripped.startswith(("@", "Scenario", "Rule:")) or (stripped.startswith("#") and i > start):
            break
        end = i + 1
    return end


def _ruling_hint(key: str, description: str) -> str:
    """"Did you mean" for an unknown ruling key: a known ruling the description quotes, or a key one typo away."""
    known = rulings()
    quoted = [k for k, r in known.items() if _normalised(r.text) in description]
    if quoted:
        return f"; the description quotes ruling {', '.join(quoted)}: did you mean @ruling:{quoted[0]}?"
    close = difflib.get_close_matches(key, list(known), n=1, cutoff=0.8)
    if close:
        return f"; did you mean @ruling:{close[0]} ({known[close[0]].card})?"
    return ("; the known rulings are the suite's (mtg_rulings/model/data/rulings.json) and those of rulings files "
            "(rulings run --rulings FILE, or *.rulings.json beside the features)")


def _step_texts(steps: list[dict[str, Any]], shared: dict[int, StepText] | None = None,
                shared_count: int = 0) -> list[StepText]:
    """The steps as written. Their texts and keywords are interned: a corpus repeats its steps ("Given a game
    with Alice and Bob" in most scenarios), and each scenario keeps its steps for the whole run (with slots and
    one copy of each text, 100,000 scenarios keep about 100 MB less). The first ``shared_count`` steps (a
    Background's, the same steps of the same kinds before every scenario under it) are taken from ``shared``, by the
    id of their node, made once."""
    out, kind = [], "given"
    for n, step in enumerate(steps):
        kind = _KEYWORD_KIND.get(step.get("keywordType", ""), kind)
        made = shared.get(id(step)) if shared is not None and n < shared_count else None
        if made is None:
            made = StepText(kind, sys.intern(step["keyword"].strip()), sys.intern(step["text"]), step["location"]["line"])
            if shared is not None and n < shared_count:
                shared[id(step)] = made
        out.append(made)
    return out


def _check_steps(info: ScenarioInfo, rel: str, problems: list[Problem], checked: dict[tuple[str, str], str | None],
                 parsed: dict[tuple[str, str], Any]) -> None:
    for row in range(len(info.examples)) if info.examples else [None]:
        context = info.examples[row] if row is not None else {}
        for step, text in info.row_steps(row):
            key = (step.kind, text)
            problem = checked[key] if key in checked else checked.setdefault(key, check_step(step.kind, text, parsed))
            if problem:
                head, sep, hint = problem.partition("; did you mean") if problem.startswith("undefined") else (problem, "", "")
                problem = head
                # a problem the template has in every row belongs to the whole outline
                row_of = row if any(f"<{k}>" in step.text for k in context) else None
                shown = text if len(text) <= 200 else text[:200] + "..."
                problems.append(Problem(rel, step.line, f"{problem}: {step.keyword} {shown}{sep}{hint}", row=row_of))
            else:
                _EXAMPLES.setdefault((step.kind, text), None)
    unique = {(p.line, p.message, p.row): p for p in problems}  # a template's fault once, not once per row
    problems[:] = list(unique.values())


#: Step texts seen to be valid, as examples for "did you mean".
_EXAMPLES: dict[tuple[str, str], None] = {}


@lru_cache(maxsize=1)
def _suite_examples() -> list[tuple[str, str]]:
    """Valid step texts of the suite's own features (read once, only when a step needs suggestions): beside a
    user's own few steps, they show every step of the vocabulary."""
    found: dict[tuple[str, str], None] = {}
    if SUITE_FEATURES.is_dir():
        for path in sorted(SUITE_FEATURES.rglob("*.feature")):
            try:
                doc = parse_gherkin(path, read_input_text(path, MAX_FEATURE_BYTES))
            except (InputRefused, CompositeParserException, ParserError):
                continue
            _collect_examples(doc, found)
    return list(found)


def _collect_examples(node: Any, into: dict[tuple[str, str], None]) -> None:
    if isinstance(node, dict):
        if isinstance(node.get("steps"), list):
            kind = "given"
            for step in node["steps"]:
                kind = _KEYWORD_KIND.get(step.get("keywordType", ""), kind)
                if "<" not in step["text"] and len(_matches(kind, step["text"])) == 1:
                    into.setdefault((kind, step["text"]), None)
        for v in node.values():
            _collect_examples(v, into)
    elif isinstance(node, list):
        for v in node:
            _collect_examples(v, into)


def _matches(kind: str, text: str) -> list[Any]:
    return list(matching(kind, text))


def closest_steps(kind: str, text: str, n: int = 3) -> list[str]:
    """The steps of the vocabulary closest to ``text``, each shown by the nearest valid step text seen in the
    features (``When Alice plays Forest from her hand``), with its pattern."""
    # of the step's own kind only (a When typo is shown When steps), from the features read so far and the suite's
    examples = [e for e in dict.fromkeys([*_EXAMPLES, *_suite_examples()]) if e[0] == kind]
    scored = sorted(((difflib.SequenceMatcher(None, text.lower(), t.lower()).ratio(), k, t) for k, t in examples),
                    key=lambda x: -x[0])
    out: list[str] = []
    seen: set[int] = set()
    for score, k, t in scored:
        [d] = _matches(k, t)
        if id(d) in seen or score < 0.5:
            continue
        seen.add(id(d))
        out.append(f"{k.capitalize()} {t}")
        if len(out) == n:
            break
    if not out:  # no example is close: the patterns of this kind
        out = [f"{kind.capitalize()} {d.readable()}" for d in STEP_DEFINITIONS if d.kind == kind][:n]
    return out


def check_step(kind: str, text: str, parsed: dict[tuple[str, str], Any] | None = None) -> str | None:
    """None if ``text`` matches exactly one ``kind`` step definition whose arguments convert (the definition and
    the arguments then go into ``parsed``, under ``(kind, text)``). Steps longer than
    :data:`mtg_rulings.steps.grammar.MAX_STEP_CHARS` characters, or with a number of more than
    :data:`~mtg_rulings.steps.grammar.MAX_NUMBER_DIGITS` digits, are refused before any matching."""
    if len(text) > MAX_STEP_CHARS:
        return f"a step of {len(text)} characters (at most {MAX_STEP_CHARS})"
    long_number = _LONG_NUMBER.search(text)
    if long_number:
        return f"a number of {len(long_number[0])} digits (at most {MAX_NUMBER_DIGITS})"
    matches = _matches(kind, text)
    if not matches:
        other = [d.kind for d in STEP_DEFINITIONS if d.kind != kind and d.parser.is_matching(text)]
        if other:
            word = other[0].capitalize()
            return f"undefined {kind} step (it is a {word} step: write it among the {word} steps)"
        hint = "; ".join(f'"{s}"' for s in closest_steps(kind, text))
        return f"undefined {kind} step; did you mean {hint}?"
    if len(matches) > 1:
        return f"ambiguous {kind} step (matches {', '.join(repr(d.parser.name) for d in matches)})"
    try:
        arguments = matches[0].arguments(text)
    except ValueError as e:
        return str(e)
    if parsed is not None:
        parsed[(kind, text)] = (matches[0], arguments)
    return None
