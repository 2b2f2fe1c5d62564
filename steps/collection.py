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
  definition, and its arguments convert (card names exist, steps and zones are known).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from gherkin.errors import CompositeParserException, ParserError
from gherkin.parser import Parser

from rulings.seeds import normalise, rulings
from steps.vocabulary import STEP_DEFINITIONS

_ID = re.compile(r"[a-z0-9][a-z0-9-]*")
_RULE = re.compile(r"\d{3}(?:\.\d+[a-z]?)?")
_KEYWORD_KIND = {"Context": "given", "Action": "when", "Outcome": "then"}


@dataclass(frozen=True)
class Problem:
    file: str
    line: int
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: {self.message}"


class SuiteError(Exception):
    """The feature files can't be run as they are; ``problems`` says where and why."""

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__("\n".join(map(str, problems)))
        self.problems = problems


@dataclass
class ScenarioInfo:
    """One scenario (or outline) as written: identity, tags, and its Gherkin source."""

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
    gherkin: str
    examples: list[dict[str, str]] = field(default_factory=list)
    unreviewed: bool = False  # @unreviewed: no ruling or rule decides it yet (rulings fuzz)


def load_suite(features_dir: Path, root: Path | None = None) -> list[ScenarioInfo]:
    """Every scenario under ``features_dir``; raises :class:`SuiteError` listing all problems."""
    root = root or features_dir.parent
    problems: list[Problem] = []
    scenarios: list[ScenarioInfo] = []
    files = sorted(features_dir.rglob("*.feature"))
    if not files:
        raise SuiteError([Problem(str(features_dir), 0, "no .feature files found")])
    for path in files:
        scenarios.extend(_load_feature(path, _rel(path, root), problems))
    seen: dict[str, ScenarioInfo] = {}
    for s in scenarios:
        if s.id in seen:
            first = seen[s.id]
            problems.append(Problem(s.feature, s.line, f"duplicate scenario id @id:{s.id} "
                                                       f"(first at {first.feature}:{first.line})"))
        seen.setdefault(s.id, s)
    if problems:
        raise SuiteError(problems)
    return scenarios


def _rel(path: Path, root: Path) -> str:
    try:
        return path.resolve().relative_to(root.resolve()).as_posix()
    except ValueError:
        return path.as_posix()


def _load_feature(path: Path, rel: str, problems: list[Problem]) -> list[ScenarioInfo]:
    text = path.read_text(encoding="utf-8")
    try:
        doc = Parser().parse(text)
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
    for sc, background, rule in _scenarios(dict(feature), [], None):
        line = sc["location"]["line"]
        if sc["name"] in names:
            problems.append(Problem(rel, line, f"duplicate scenario name {sc['name']!r} in this feature (first at "
                                               f"line {names[sc['name']]}); pytest-bdd would drop one silently"))
        names.setdefault(sc["name"], line)
        info = _scenario_info(sc, rule, rel, path, feature["name"], lines, problems)
        if info is None:
            continue
        if info.pending is None:
            _check_steps(background + sc["steps"], info, rel, problems)
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
    for tag in [*(rule or {}).get("tags", []), *sc.get("tags", [])]:
        name, tline = tag["name"][1:], tag["location"]["line"]
        prefix, _, value = name.partition(":")
        if prefix == "id" and _ID.fullmatch(value):
            ids.append(value)
        elif prefix == "ruling":
            if value not in rulings():
                problems.append(Problem(rel, tline, f"unknown ruling key {value!r} (keys: rulings/data/rulings.json)"))
            keys.append(value)
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
    description = "\n".join(x.strip() for x in description.splitlines())
    flat = normalise(description)
    if unreviewed and keys:
        problems.append(Problem(rel, line, f"scenario {sc['name']!r} is @unreviewed and has a @ruling: tag; once a "
                                           "ruling decides it, remove @unreviewed"))
    if not keys and not unreviewed and not any(re.search(rf"\bCR {re.escape(r)}\b", description) for r in rules):
        problems.append(Problem(rel, line, f"scenario {sc['name']!r} has no @ruling:<key> tag; a scenario backed by a "
                                           "CR rule alone names it in its description ('CR 508.1c: ...')"))
    for key in keys:
        known = rulings().get(key)
        if known and normalise(known.text) not in flat:
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
    return ScenarioInfo(ids[0], sc["name"], rel, path, feature_name, line, keys, rules, description,
                        pending if pending_tag else None, "\n".join(lines[line - 1:end]).rstrip(), examples, unreviewed)


def _scenario_end(lines: list[str], start: int) -> int:
    """The last line of the scenario starting at 1-based line ``start`` (before the next tags or scenario)."""
    end = start
    for i in range(start, len(lines)):
        stripped = lines[i].lstrip()
        if stripped.startswith(("@", "Scenario", "Rule:")) or (stripped.startswith("#") and i > start):
            break
        end = i + 1
    return end


def _check_steps(steps: list[dict[str, Any]], info: ScenarioInfo, rel: str, problems: list[Problem]) -> None:
    contexts = info.examples or [{}]
    for context in contexts:
        kind = "given"
        for step in steps:
            kind = _KEYWORD_KIND.get(step.get("keywordType", ""), kind)
            text = step["text"]
            for k, v in context.items():
                text = text.replace(f"<{k}>", v)
            where = step["location"]["line"]
            problem = check_step(kind, text)
            if problem:
                problems.append(Problem(rel, where, f"{problem}: {step['keyword'].strip()} {text}"))


def check_step(kind: str, text: str) -> str | None:
    """None if ``text`` matches exactly one ``kind`` step definition whose arguments convert."""
    matches = [d for d in STEP_DEFINITIONS if d.kind == kind and d.parser.is_matching(text)]
    if not matches:
        return f"undefined {kind} step"
    if len(matches) > 1:
        return f"ambiguous {kind} step (matches {', '.join(repr(d.parser.name) for d in matches)})"
    d = matches[0]
    args = d.parser.parse_arguments(text) or {}
    for name, convert in d.converters.items():
        if args.get(name) is not None:
            try:
                convert(args[name])
            except ValueError as e:
                return str(e)
    return None
