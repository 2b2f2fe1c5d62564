"""The measurement's result: ``mutation.json`` (format ``rulings-mutation/2``, schema in ``mutation/schema/``) and
``mutation.md``, a summary for people with the surviving mutants grouped by the function (and the CR rules it
cites) or card they change.

Counting: ``mutants`` (N) is the sample run; ``killed`` (K) the mutants the tests detected, by failing or by
running past the time limit; ``timeout`` (T) how many of the K timed out; ``equivalent`` (E) the mutants of the
sample judged equivalent in ``mutation/equivalent.toml`` that the tests didn't kill (one the tests kill is
not equivalent, whatever the file says, and is listed under ``stale_equivalents``); ``survived`` every other
mutant the tests passed; ``errors`` the mutants cosmic-ray couldn't run (they count against the score).
``score`` is K / (N - E). ``areas`` gives the same counts and score for the rules code and for the card-file
machinery apart (:data:`mutation.candidates.CARD_FILE_CODE`): the corpus can't see faults of the latter.
"""

from __future__ import annotations

import ast
import json
import re
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from mutation import FORMAT
from mutation.candidates import AREAS
from mutation.sample import Mutant

SCHEMA = Path(__file__).with_name("schema") / "rulings-mutation-2.schema.json"
STATUSES = ("killed", "timeout", "survived", "error")
_RULE = re.compile(r"\b[1-9]\d{2}(?:\.\d+[a-z]?)?\b")


@dataclass(frozen=True)
class MutantOutcome:
    """What happened to one mutant: ``status`` is killed, timeout, survived or error; ``diff`` the changed
    line(s) as ``- old`` / ``+ new``; ``detail`` the tool's output for an error."""

    mutant: Mutant
    status: str
    diff: str
    detail: str = ""

    def __post_init__(self) -> None:
        if self.status not in STATUSES:
            raise ValueError(f"unknown status {self.status!r}")


def build(outcomes: Sequence[MutantOutcome], equivalents: dict[str, str], info: dict[str, Any]) -> dict[str, Any]:
    """The ``rulings-mutation/2`` document. ``info`` adds the run's settings (seed, tests, tool, date, ...)."""
    killed = [o for o in outcomes if o.status in ("killed", "timeout")]
    passed = [o for o in outcomes if o.status == "survived"]
    equivalent = [o for o in passed if o.mutant.identity in equivalents]
    survived = [o for o in passed if o.mutant.identity not in equivalents]
    stale = [o for o in killed if o.mutant.identity in equivalents]
    errors = [o for o in outcomes if o.status == "error"]
    n, k, e = len(outcomes), len(killed), len(equivalent)
    counts = {key: Counter(o.mutant.candidate.area for o in group) for key, group in (
        ("mutants", outcomes), ("killed", killed), ("equivalent", equivalent), ("survived", survived), ("errors", errors))}
    areas = {}
    for name in AREAS:
        an, ak, ae = (counts[key][name] for key in ("mutants", "killed", "equivalent"))
        areas[name] = {**{key: c[name] for key, c in counts.items()}, "score": round(ak / (an - ae), 4) if an > ae else None}
    return {
        "format": FORMAT,
        **info,
        "mutants": n,
        "killed": k,
        "timeout": sum(1 for o in killed if o.status == "timeout"),
        "equivalent": e,
        "score": round(k / (n - e), 4) if n > e else None,
        "areas": areas,
        "survived": [_entry(o) for o in survived],
        "equivalents": [{**_entry(o), "reason": equivalents[o.mutant.identity]} for o in equivalent],
        "stale_equivalents": [_entry(o) for o in stale],
        "errors": [{**_entry(o), "detail": o.detail[-2000:]} for o in errors],
    }


def _entry(o: MutantOutcome) -> dict[str, Any]:
    c = o.mutant.candidate
    return {"file": c.file, "line": c.line, "function": c.function, "diff": o.diff, "operator": c.operator,
            "id": o.mutant.identity, "area": c.area}


def validate(document: dict[str, Any]) -> None:
    """Raise ``jsonschema.ValidationError`` unless ``document`` follows the schema."""
    import jsonschema

    jsonschema.validate(document, json.loads(SCHEMA.read_text(encoding="utf-8")))


def write(document: dict[str, Any], out: Path, root: Path) -> tuple[Path, Path]:
    """Validate, then write ``mutation.json`` and ``mutation.md`` into ``out``."""
    validate(document)
    out.mkdir(parents=True, exist_ok=True)
    json_path, md_path = out / "mutation.json", out / "mutation.md"
    json_path.write_text(json.dumps(document, indent=2) + "\n", encoding="utf-8")
    md_path.write_text(markdown(document, root), encoding="utf-8")
    return json_path, md_path


def markdown(doc: dict[str, Any], root: Path) -> str:
    score = f"{doc['score']:.1%}" if doc["score"] is not None else "n/a"
    lines = [
        f"# Mutation score of the {doc.get('tests', 'corpus')}: {score}",
        "",
        f"{doc.get('date', '')}, {doc.get('machine', '')}; {doc.get('tool', 'cosmic-ray')}; seed {doc.get('seed')}, "
        f"{doc['mutants']} mutants sampled (at most one per line) from {doc.get('candidates', '?')} candidates on "
        f"{doc.get('candidate_lines', '?')} lines of `reference_engine/`"
        f"{'' if doc.get('area', 'all') == 'all' else ', of which only those in ' + doc['area'] + ' code ran'}; "
        f"tests: `{doc.get('test_command', '')}`; "
        f"{doc.get('duration_s', 0):.0f} s.",
        "",
        "| mutants | killed (of which timed out) | survived | equivalent | errors | score = killed / (mutants - equivalent) |",
        "|---|---|---|---|---|---|",
        f"| {doc['mutants']} | {doc['killed']} ({doc['timeout']}) | {len(doc['survived'])} | {doc['equivalent']} | "
        f"{len(doc['errors'])} | {score} |",
    ]
    for name, a in doc.get("areas", {}).items():
        a_score = f"{a['score']:.1%}" if a["score"] is not None else "n/a"
        lines.append(f"| {a['mutants']} in {name} code | {a['killed']} | {a['survived']} | {a['equivalent']} | "
                     f"{a['errors']} | {a_score} |")
    lines += [
        "",
        "Areas: *rules* is the engine's rules code (the building of cards from valid card files included); *card files* "
        "is the reading and checking of card files and plugins (`mutation/candidates.py`, `CARD_FILE_CODE`), whose "
        "faults a corpus of valid card files can't show: `--tests card-files` measures it.",
        "",
    ]
    if doc["stale_equivalents"]:
        lines += ["## Judged equivalent, but killed (remove them from mutation/equivalent.toml)", ""]
        lines += [f"- `{s['id']}`" for s in doc["stale_equivalents"]] + [""]
    if doc["errors"]:
        lines += ["## Mutants cosmic-ray couldn't run", ""]
        lines += [f"- {s['file']}:{s['line']} `{s['id']}`: {s['detail'].splitlines()[-1] if s['detail'] else ''}"
                  for s in doc["errors"]] + [""]
    groups: dict[tuple[str, str], list[dict[str, Any]]] = defaultdict(list)
    for s in doc["survived"]:
        groups[(s["file"], s["function"])].append(s)
    lines += [f"## Surviving mutants ({len(doc['survived'])}), by function or card", ""]
    for (file, function), items in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        rules = rules_cited(root / file, function)
        lines.append(f"### `{file}` {function}" + (f" (CR {', '.join(rules)})" if rules else ""))
        lines.append("")
        for s in items:
            lines.append(f"- line {s['line']}, {s['operator'].removeprefix('core/')}:")
            lines.append("  ```diff")
            lines += [f"  {d}" for d in s["diff"].splitlines()]
            lines.append("  ```")
        lines.append("")
    if doc["equivalents"]:
        lines += [f"## Equivalent mutants in the sample ({len(doc['equivalents'])})", ""]
        lines += [f"- {s['file']}:{s['line']} {s['function']}: {s['reason']}" for s in doc["equivalents"]]
        lines.append("")
    return "\n".join(lines)


def rules_cited(path: Path, function: str) -> list[str]:
    """The CR rule numbers the docstring of ``function`` (a qualified name) in ``path`` cites, in order."""
    return list(_docstrings(path).get(function, ()))


@cache
def _docstrings(path: Path) -> dict[str, tuple[str, ...]]:
    if not path.exists():
        return {}
    out: dict[str, tuple[str, ...]] = {}

    def walk(node: ast.AST, prefix: str) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                name = f"{prefix}.{child.name}" if prefix else child.name
                out[name] = tuple(dict.fromkeys(_RULE.findall(ast.get_docstring(child) or "")))
                walk(child, name)

    walk(ast.parse(path.read_text(encoding="utf-8")), "")
    return out
