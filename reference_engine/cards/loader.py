"""Card files (format ``rulings-cards/1``): cards declared from their Oracle data and the building blocks of
:mod:`mtg_rulings.reference_engine.cards.blocks`, validated by the JSON Schema the registry writes.

A card is refused, with the file, the line of the card and the sentence, when a block's parameters are
wrong, or when a sentence of its Oracle text (reminder text aside, 207.2a) is implemented by none of its
abilities, isn't a keyword line the engine applies, and isn't declared ``not_modelled`` with a reason.
Each ability's ``text`` must be words of the card's Oracle text, so an ability can't claim a sentence the
card doesn't have.
"""

from __future__ import annotations

import bisect
import json
import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from mtg_rulings.reference_engine.abilities import SpellEffect
from mtg_rulings.reference_engine.cards.blocks import REGISTRY, BlockError, Context, Registry
from mtg_rulings.reference_engine.cards.model import CardDef
from mtg_rulings.reference_engine.gift import target_groups

FORMAT = "rulings-cards/1"

#: Keyword abilities the reference engine applies wherever they matter, with the rule that defines them. A keyword
#: line of any other keyword must be implemented by an ability (cycling, equip, flashback...) or be not_modelled.
MODELLED_KEYWORDS = {"deathtouch": "702.2", "haste": "702.10", "hexproof": "702.11", "lifelink": "702.15",
                     "shroud": "702.18", "vigilance": "702.20", "indestructible": "702.12", "defender": "702.3",
                     # combat (reference_engine/combat.py)
                     "double strike": "702.4", "first strike": "702.7", "flying": "702.9", "reach": "702.17",
                     "trample": "702.19", "menace": "702.110",
                     "flash": "702.8"}  # any time its owner could cast an instant (game.py, casting)
_PROTECTION = re.compile(r"protection from (white|blue|black|red|green)")  # 702.16
_REMINDER = re.compile(r"\s*\([^()]*\)")
_ABILITY_WORD = re.compile(r"^[^—{}:]+ — ")
_QUOTES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"'})


class CardFileError(ValueError):
    """A card file that can't be loaded; ``problems`` are ``<file>:<line>: card '<name>', <where>: <what>``."""

    def __init__(self, problems: list[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = problems


@dataclass
class Loaded:
    cards: list[CardDef] = field(default_factory=list)
    tokens: list[CardDef] = field(default_factory=list)


def words(text: str) -> str:
    """The form Oracle words are compared in: NFC, straight quotes, one space, case folded, no final period."""
    flat = re.sub(r"\s+", " ", unicodedata.normalize("NFC", text).translate(_QUOTES)).strip().casefold()
    return flat.rstrip(".")


def sentences(oracle_text: str) -> list[str]:
    """The sentences of Oracle text, each line on its own, reminder text left out (207.2a); a quoted ability
    (``with "Whenever ... turn."``) stays inside its sentence."""
    out = []
    for line in oracle_text.splitlines():
        line = _REMINDER.sub("", line).strip()
        buf, quoted = "", False
        for i, ch in enumerate(line):
            buf += ch
            ends = i + 1 == len(line) or line[i + 1] == " "
            if ch == '"':
                quoted = not quoted
                if not quoted and ends and line[i - 1] in ".!?":  # a quoted ability ends the sentence too
                    out.append(buf.strip())
                    buf = ""
            elif ch in ".!?" and not quoted and ends:
                out.append(buf.strip())
                buf = ""
        if buf.strip():
            out.append(buf.strip())
    return out


def _oracle_pieces(oracle_text: str) -> set[str]:
    """Words (:func:`words`) of each line of ``oracle_text`` and of each of its pieces between ". ": each is in
    ``words(oracle_text)`` (a line break is a starter, which NFC never composes across), so that finding a text
    among them is a set lookup, not a search of the whole text."""
    out: set[str] = set()
    for line in oracle_text.splitlines():
        w = words(line)
        out.add(w)
        out.update(p.rstrip(".") for p in w.split(". "))
    return out


def coverage_problems(card: CardDef) -> list[tuple[str, str]]:
    """(sentence, problem) for each sentence of ``card``'s Oracle text that nothing implements or declares not
    modelled, and for each ability or not-modelled text that isn't words of that Oracle text."""
    problems: list[tuple[str, str]] = []
    oracle = words(card.oracle_text)
    # Linear in the card's text, not in (sentences x abilities): each text's words made once; an exact match looked up
    # in a set first, and only the rest searched for, in one string (words() leaves no line break, so "\n" joins
    # texts without making a match across two of them).
    pieces = _oracle_pieces(card.oracle_text)
    implemented = [a.text for a in card.abilities] + ([card.spell.text] if card.spell else [])
    implemented += [m.text for m in card.spell.modes] if card.spell else []  # 700.2: each mode's own words
    implemented_words = [words(t) for t in implemented]
    not_modelled = [words(t) for t, _ in card.not_modelled]
    for text, w in zip(implemented, implemented_words, strict=True):
        if w not in pieces and w not in oracle:
            problems.append((text, "this ability's text is not in the card's Oracle text"))
    for (text, _), w in zip(card.not_modelled, not_modelled, strict=True):
        if w not in pieces and w not in oracle:
            problems.append((text, "this not_modelled text is not in the card's Oracle text"))
    keywords = {k.casefold() for k in card.keywords}
    ability_keywords = {(getattr(a, "keyword", None) or "").casefold() for a in card.abilities}
    exact, joined = set(implemented_words), "\n".join(implemented_words)
    joined_not_modelled = "\n".join(not_modelled)
    for sentence in sentences(card.oracle_text):
        w = words(sentence).removeprefix("• ")  # a mode's bullet (700.2) is not one of its words
        bare = _ABILITY_WORD.sub("", w)  # an ability or flavor word has no rules meaning (207.2c, 207.2d)
        if (w in exact or bare in exact or (implemented and (w in joined or bare in joined))
                or (not_modelled and w in joined_not_modelled)):
            continue
        parts = [p.strip() for p in w.split(",")]
        if all(p in keywords and (p in MODELLED_KEYWORDS or _PROTECTION.fullmatch(p) or p in ability_keywords
                                  or p in not_modelled) for p in parts):
            continue
        unknown = [p for p in parts if p not in keywords]
        if any(p in keywords or p in MODELLED_KEYWORDS for p in parts):
            if unknown:
                why = f"keyword(s) {', '.join(unknown)} not in the card's keywords"
            else:
                why = "the reference engine doesn't apply this keyword; implement it or declare it not_modelled"
        else:
            why = "no ability implements this sentence; implement it or declare it not_modelled with a reason"
        problems.append((sentence, why))
    if card.adventure is not None:
        problems += [(s, f"(Adventure {card.adventure.name}) {p}") for s, p in coverage_problems(card.adventure)]
    if card.back is not None:
        problems += [(s, f"(back face {card.back.name}) {p}") for s, p in coverage_problems(card.back)]
    return problems


@lru_cache(maxsize=1)
def _validator_for(schema_json: str) -> Any:
    import jsonschema

    schema = json.loads(schema_json)
    return jsonschema.validators.validator_for(schema)(schema)


def validator(registry: Registry = REGISTRY) -> Any:
    """A jsonschema validator for card files with the blocks registered now."""
    return _validator_for(json.dumps(registry.schema(), sort_keys=True))


_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')


class _Reader:
    """One file's text, to name the line of a card and describe where a problem is."""

    def __init__(self, path: Path, text: str, doc: Any) -> None:
        self.path, self.lines, self.doc = path, text.splitlines(), doc
        self._tokens: dict[str, list[int]] | None = None

    def _token_lines(self) -> dict[str, list[int]]:
        """Each JSON string literal of the file → the (0-based) lines it is on, in order: made once, so that naming
        the line of every problem of a file is linear in its size, not quadratic."""
        if self._tokens is None:
            self._tokens = {}
            for i, line in enumerate(self.lines):
                for token in _JSON_STRING.findall(line):
                    self._tokens.setdefault(token, []).append(i)
        return self._tokens

    def line_of(self, name: str, after: int = 0) -> int:
        tokens = self._token_lines()
        for needle in (json.dumps(name, ensure_ascii=False), json.dumps(name)):
            found = tokens.get(needle)
            if found:
                k = bisect.bisect_left(found, after)
                if k < len(found):
                    return found[k] + 1
        return after + 1 if after else 1

    def where(self, section: str, index: int, rest: Iterable[Any] = ()) -> str:
        """``file:line: card 'X', ability "text"`` for a problem at doc[section][index][rest...]."""
        card = self.doc.get(section, [])[index] if isinstance(self.doc, dict) else None
        name = card.get("name") if isinstance(card, dict) else None
        line = self.line_of(name) if isinstance(name, str) else 1
        what = "token" if section == "tokens" else "card"
        out = f"{self.path}:{line}: {what} {name!r}" if name else f"{self.path}:{line}: {section}[{index}]"
        rest = list(rest)
        node: Any = card
        for i, key in enumerate(rest):
            if key in ("abilities",) and i + 1 < len(rest) and isinstance(node, dict):
                listed = node.get("abilities")
                ability = listed[rest[i + 1]] if isinstance(listed, list) and rest[i + 1] < len(listed) else None
                params: Any = next(iter(ability.values()), None) if isinstance(ability, dict) and ability else None
                text = params.get("text") if isinstance(params, dict) else None
                if not isinstance(text, str):
                    return out + f", ability {rest[i + 1] + 1}"
                line2 = self.line_of(text, line - 1)
                return out.replace(f"{self.path}:{line}:", f"{self.path}:{line2}:", 1) + f", ability \"{text}\""
            if key == "adventure" and isinstance(node, dict) and isinstance(node.get("adventure"), dict):
                node = node["adventure"]
                out += f", Adventure {node.get('name')!r}"
                continue
            if key == "back" and isinstance(node, dict) and isinstance(node.get("back"), dict):
                node = node["back"]
                out += f", back face {node.get('name')!r}"
                continue
            return out + (", its spell ability" if key == "spell" else "")  # else a field of the card or face itself
        return out


def read_card_file(path: Path, known_tokens: Mapping[str, CardDef], registry: Registry = REGISTRY) -> Loaded:
    """The cards and tokens of one card file. Raises :class:`CardFileError` listing every problem."""
    return build(CardFile.open(path, registry=registry), known_tokens, registry=registry)


@dataclass
class CardFile:
    """A card file read and checked against the schema (``validate``: the suite's own files are checked by its
    tests instead, which keeps start-up fast)."""

    path: Path
    doc: dict[str, Any]
    reader: _Reader

    @classmethod
    def open(cls, path: Path, validate: bool = True, registry: Registry = REGISTRY) -> CardFile:
        try:
            raw = path.read_bytes()  # the CLI checked it is a regular file within its bound (model/files.py: check_input)
        except OSError as e:
            raise CardFileError([f"{path}: can't read the card file: {e.strerror or e}"]) from None
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as e:
            line = raw.count(b"\n", 0, e.start) + 1
            raise CardFileError([f"{path}:{line}: not UTF-8 (byte {e.start}: {raw[e.start:e.start + 1]!r})"]) from None
        try:
            doc = json.loads(text)
        except json.JSONDecodeError as e:
            raise CardFileError([f"{path}:{e.lineno}: not JSON: {e.msg}"]) from None
        except RecursionError:
            raise CardFileError([f"{path}: not a card file: JSON nested too deep"]) from None
        except ValueError as e:  # Python's own limit on long integers
            raise CardFileError([f"{path}: not JSON: {e}"]) from None
        if not isinstance(doc, dict) or doc.get("format") != FORMAT:
            found = doc.get("format") if isinstance(doc, dict) else None
            raise CardFileError([f"{path}:1: not a card file: its format must be {FORMAT!r}, not {found!r}"])
        reader = _Reader(path, text, doc)
        if validate:
            schema_problems(reader, registry)
        return cls(path, doc, reader)


def _unexpected_name(error: Any, registry: Registry) -> str:
    """A clear message for a name the schema doesn't allow (a misspelt key or building block), with the closest
    names of the same kind: "unknown effect block 'gain_lives'; did you mean 'gain_life'?" rather than
    JSON Schema's "Additional properties are not allowed". "" for any other error."""
    import difflib

    if error.validator != "additionalProperties" or not isinstance(error.instance, dict):
        return ""
    allowed = set(error.schema.get("properties", {}))
    extra = sorted(k for k in error.instance if k not in allowed)
    if not extra:
        return ""
    name = extra[0]
    kinds = {n: f"{b.category} block" for n, b in registry.blocks.items()}
    kinds |= {n: "filter" for n in (*registry.filter_atoms, *registry.filter_ops)}
    kinds |= {n: "condition" for n in (*registry.condition_atoms, *registry.condition_ops)}
    kinds |= {n: "count" for n in registry.counts}
    # where the schema allows building blocks (or filters, conditions, counts) written {name: parameters}, the name
    # is one of them: suggest those of the same kind; elsewhere it is a key of the object (a card's, a block's)
    named = bool(allowed) and allowed <= set(kinds)
    close = difflib.get_close_matches(name, sorted(allowed), n=3, cutoff=0.6)
    what = kinds[sorted(allowed)[0]] if named else "key"
    hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
    listing = " (`rulings blocks` lists them)" if named else f" (allowed: {', '.join(sorted(allowed))})"
    return f"unknown {what} {name!r}{hint}{listing}"


def schema_problems(reader: _Reader, registry: Registry = REGISTRY) -> None:
    """Raise :class:`CardFileError` with the most relevant schema error of each card, naming it."""
    import jsonschema  # only when a file is validated

    problems: list[str] = []
    by_card: dict[tuple[str, int], list[jsonschema.ValidationError]] = {}
    for error in validator(registry).iter_errors(reader.doc):
        p = list(error.absolute_path)
        if len(p) >= 2 and p[0] in ("cards", "tokens") and isinstance(p[1], int):
            by_card.setdefault((str(p[0]), p[1]), []).append(error)
        else:
            problems.append(f"{reader.path}:1: {'/'.join(map(str, p)) or 'file'}: {error.message}")
    for (section, index), errors in sorted(by_card.items()):
        best = jsonschema.exceptions.best_match(errors)
        assert best is not None
        p = list(best.absolute_path)
        problems.append(f"{reader.where(section, index, p[2:])}: {'.'.join(map(str, p[2:])) or 'card'}: "
                        f"{_unexpected_name(best, registry) or best.message}")
    if problems:
        raise CardFileError(problems)


def build(cf: CardFile, known_tokens: Mapping[str, CardDef], sections: tuple[str, ...] = ("tokens", "cards"),
          registry: Registry = REGISTRY, check: bool = True) -> Loaded:
    """The cards and tokens of a card file's ``sections``, each checked for Oracle coverage (``check``: the suite's
    own cards are checked by its tests instead, which keeps start-up fast)."""
    problems: list[str] = []
    tokens = dict(known_tokens)
    loaded = Loaded()
    default_source = cf.doc.get("source")
    for section in sections:
        for index, raw in enumerate(cf.doc.get(section, [])):
            try:
                card = _card(raw, default_source, section == "tokens", Context(tokens), registry)
            except BlockError as e:
                problems.append(f"{cf.reader.where(section, index, _path_keys(e.path))}: {e}")
                continue
            except ValueError as e:
                problems.append(f"{cf.reader.where(section, index)}: {e}")
                continue
            for sentence, why in coverage_problems(card) if check else ():
                problems.append(f"{cf.reader.where(section, index)}: sentence \"{sentence}\": {why}")
            if section == "tokens":
                tokens[card.name] = card
                loaded.tokens.append(card)
            else:
                loaded.cards.append(card)
    if problems:
        raise CardFileError(problems)
    return loaded


def _path_keys(path: str) -> list[Any]:
    """``abilities[1].triggered.effect`` -> ["abilities", 1, "triggered", "effect"], to find the ability's text."""
    out: list[Any] = []
    for part in re.findall(r"[^.\[\]]+|\[\d+\]", path):
        out.append(int(part[1:-1]) if part.startswith("[") else part)
    return out


def _spell(s: dict[str, Any], path: str, ctx: Context, registry: Registry) -> SpellEffect:
    """A spell ability; a modal spell ("Choose one —") lists its ``modes``, each a spell ability of its own (700.2)."""
    effects = tuple(registry.convert("effect", e, ctx, f"{path}.effects[{i}]") for i, e in enumerate(s.get("effects", ())))
    target = registry.convert("target", s["target"], ctx, f"{path}.target") if "target" in s else None
    modes = tuple(_spell(m, f"{path}.modes[{i}]", ctx, registry) for i, m in enumerate(s.get("modes", ())))
    if modes and (effects or target is not None):
        raise ValueError(f"{path}: a modal spell's effects and targets are its modes'")
    if s.get("spree") and not modes:
        raise ValueError(f"{path}: a spree spell (702.172a) lists its modes, each with its additional cost")
    if s.get("spree") and any(m.cost is None for m in modes):
        raise ValueError(f"{path}: each mode of a spree spell has its additional cost (702.172a)")
    gift_target = registry.convert("target", s["gift_target"], ctx, f"{path}.gift_target") \
        if isinstance(s.get("gift_target"), (dict, str)) else None
    if isinstance(s.get("gift_target"), list):  # targets of several kinds (601.2c, 702.174m)
        gift_target = target_groups([registry.convert("target", t, ctx, f"{path}.gift_target[{i}]")
                                     for i, t in enumerate(s["gift_target"])])
    return SpellEffect(effects, target=target, text=s["text"], modes=modes, spree=bool(s.get("spree")),
                       cost=s.get("cost"), gift_target=gift_target)


def _card(raw: dict[str, Any], default_source: str | None, is_token: bool, ctx: Context, registry: Registry,
          back_face: bool = False) -> CardDef:
    source = raw.get("source", default_source)
    if not source:
        raise ValueError("no source: say where its Oracle text comes from (the card's or the file's \"source\")")
    abilities = tuple(registry.convert("ability", a, ctx, f"abilities[{i}]") for i, a in enumerate(raw.get("abilities", [])))
    spell = None
    if "spell" in raw:
        s = raw["spell"]
        spell = _spell(s, "spell", ctx, registry)
    adventure = _card(raw["adventure"], source, False, ctx, registry) if "adventure" in raw else None
    if (raw.get("layout") == "adventure") != (adventure is not None):
        raise ValueError("an adventurer card has layout \"adventure\" and an \"adventure\", or neither (715.2)")
    back = _card(raw["back"], source, is_token, ctx, registry, back_face=True) if "back" in raw else None
    if (raw.get("layout") == "transform") != (back is not None):
        raise ValueError("a nonmodal double-faced card has layout \"transform\" and a \"back\" face, or neither (712.2)")
    if back is not None and "mana_cost" in raw["back"]:
        raise ValueError("the back face of a nonmodal double-faced card has no mana cost (its mana value is its front "
                         "face's, 202.3b); give its color indicator as \"colors\" (204)")
    return CardDef(
        name=raw["name"], type_line=raw["type_line"], oracle_text=raw["oracle_text"], source=source,
        mana_cost=raw.get("mana_cost"), power=raw.get("power"), toughness=raw.get("toughness"),
        colors=tuple(raw["colors"]) if "colors" in raw else None, abilities=abilities, spell=spell,
        layout=raw.get("layout", "normal"), keywords=tuple(raw.get("keywords", ())), is_token=is_token,
        adventure=adventure, back=back, back_face=back_face,
        not_modelled=tuple((n["text"], n["reason"]) for n in raw.get("not_modelled", ())))


SCHEMA_FILE = Path(__file__).parent / "schema" / "rulings-cards-1.schema.json"


def schema_text(registry: Registry = REGISTRY) -> str:
    """The JSON Schema of card files for the built-in blocks, as committed in :data:`SCHEMA_FILE`."""
    return json.dumps(registry.schema(), indent=1, ensure_ascii=False) + "\n"

