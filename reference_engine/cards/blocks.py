"""The building blocks a card file may name, with their parameters (format ``rulings-cards/1``).

A card file writes each ability as one building block of :mod:`mtg_rulings.reference_engine.abilities` with its
parameters: ``{"triggered": {"text": ..., "event": "enters", "condition": ["land", "you_control"],
"effect": {"put_counters": {"kind": "+1/+1"}}}}``. What the Python blocks take as functions (which objects
an ability cares about, when it applies, what it counts) is written in a small declarative vocabulary:

- a **filter** (an object, relative to the ability's source): an atom such as ``"land"``, ``"you_control"``,
  ``"another"``; ``{"subtype": "Bird"}``, ``{"supertype": "Legendary"}``, ``{"power_at_least": 4}``,
  ``{"mana_value_at_most": 3}``, ``{"power_is": 1}``, ``{"toughness_is": 1}``, ``{"has_ability": "flashback"}``;
  a list (all of them), ``{"any": [...]}``, ``{"not": F}``, and ``{"filter": F, "text": "how the card says it"}``;
- a **condition** (relative to the source): ``"equipped"``, ``"attached"``,
  ``{"you_control": {"filter": F, "at_least": N}}``, ``{"all": [...]}``, ``{"any": [...]}``, ``{"not": C}``;
- a **count** (relative to the source): ``{"permanents": F}``, ``{"permanents_named_like_linked": F}`` (607.3);
- a **target** (115.1): ``"any_target"``, ``"target_spell"`` or the parameters of ``TargetSpec``.

:data:`REGISTRY` holds every block by name; Python plugins add theirs through the ``rulings.cards``
entry-point group (:func:`Registry.ability`, :func:`Registry.effect`, :func:`Registry.filter`...).
:func:`Registry.schema` writes the JSON Schema of card files from the registry, so a plugin's blocks are
validated exactly as the built-in ones are.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine import abilities as ab
from mtg_rulings.reference_engine import (
    becomes,
    classes,
    combat,
    costs,
    dfc,
    gift,
    permissions,
    replacements,
    resolving,
    saddle,
    saga,
)
from mtg_rulings.reference_engine.mana import ManaCost, ManaError

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.cards.model import CardDef


class BlockError(ValueError):
    """A block's parameters can't be turned into an ability; ``path`` says where in the card (``effect.amount``)."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}" if path else message)
        self.path, self.message = path, message


@dataclass
class Context:
    """What converting a block needs besides its parameters: the tokens known so far (by name)."""

    tokens: Mapping[str, CardDef]


# --- parameter kinds -------------------------------------------------------------------------------


class Kind:
    """How one parameter is written in a card file (its JSON Schema) and turned into the block's argument."""

    def schema(self) -> dict[str, Any]:
        raise NotImplementedError

    def convert(self, value: Any, ctx: Context, path: str) -> Any:
        return value


@dataclass(frozen=True)
class Scalar(Kind):
    json: dict[str, Any]
    to: Callable[[Any], Any] | None = None

    def schema(self) -> dict[str, Any]:
        return dict(self.json)

    def convert(self, value: Any, ctx: Context, path: str) -> Any:
        return self.to(value) if self.to else value


# The numbers of a card file. A count of things is never negative: the schema refuses a -1 the engine would act on.
#: A count a card can only mean as 1 or more: mana, cards, damage, life, counters, times, targets, a level, the nth.
AMOUNT = Scalar({"type": "integer", "minimum": 1})
#: A count that may be 0: an effect's "up to N", a mana value at most N, crew/saddle N, and repeats or an additional
#: life payment whose default 0 means none.
AMOUNT_OR_ZERO = Scalar({"type": "integer", "minimum": 0})
#: A number that may be 0 or negative: a power/toughness change (-2/-2), a power or toughness set (0/1) or compared.
INT = Scalar({"type": "integer"})
STR = Scalar({"type": "string"})
BOOL = Scalar({"type": "boolean"})
INT_OR_STR = Scalar({"type": ["integer", "string"]})  # any integer or string; the built-in blocks use or_x(...)
STR_LIST = Scalar({"type": "array", "items": {"type": "string"}}, tuple)


def enum(*values: str | None) -> Scalar:
    return Scalar({"enum": list(values)})


def or_x(kind: Scalar) -> Scalar:
    """A number of ``kind`` (an integer schema) or ``"X"``: the X paid for the spell (107.3m) or set by an earlier
    instruction. One schema rather than an ``anyOf``, so that an error says what is wrong ("-1 is less than the
    minimum of 1", "'Y' does not match '^X$'"): ``minimum`` applies to numbers only, ``pattern`` to strings only."""
    return Scalar({**kind.schema(), "type": ["integer", "string"], "pattern": "^X$"})


@dataclass(frozen=True)
class Ref(Kind):
    """A parameter written in one of the vocabularies (``filter``, ``condition``, ``count``, ``effect``, ...)."""

    name: str
    nullable: bool = False

    def schema(self) -> dict[str, Any]:
        ref = {"$ref": f"#/$defs/{self.name}"}
        return {"anyOf": [ref, {"type": "null"}]} if self.nullable else ref

    def convert(self, value: Any, ctx: Context, path: str) -> Any:
        if value is None:
            return None
        return REGISTRY.convert(self.name, value, ctx, path)


FILTER, CONDITION, COUNT, EFFECT, TARGET, COST = (Ref(n) for n in ("filter", "condition", "count", "effect", "target",
                                                                   "cost"))


def nullable(kind: Ref) -> Ref:
    return Ref(kind.name, nullable=True)


class ManaCostKind(Kind):
    def schema(self) -> dict[str, Any]:
        return {"type": "string", "pattern": r"^(\{[^{}]+\})+$"}

    def convert(self, value: Any, ctx: Context, path: str) -> Any:
        try:
            return ManaCost.parse(value)
        except (ManaError, ValueError) as e:
            raise BlockError(path, f"bad mana cost {value!r}: {e}") from None


class TokenKind(Kind):
    """A token by name: one defined in the ``tokens`` of this or an earlier card file (111.4)."""

    def schema(self) -> dict[str, Any]:
        return {"type": "string"}

    def convert(self, value: Any, ctx: Context, path: str) -> Any:
        if value not in ctx.tokens:
            raise BlockError(path, f"unknown token {value!r}; known tokens: {', '.join(sorted(ctx.tokens))}")
        return ctx.tokens[value]


class CountersKind(Kind):
    def schema(self) -> dict[str, Any]:
        return {"type": "object", "additionalProperties": AMOUNT.schema()}

    def convert(self, value: Any, ctx: Context, path: str) -> Any:
        return tuple(value.items())


class EffectsKind(Kind):
    def schema(self) -> dict[str, Any]:
        return {"type": "array", "items": {"$ref": "#/$defs/effect"}}

    def convert(self, value: Any, ctx: Context, path: str) -> Any:
        return tuple(REGISTRY.convert("effect", v, ctx, f"{path}[{i}]") for i, v in enumerate(value))


class ManaChangeKind(Kind):
    def schema(self) -> dict[str, Any]:
        return {"type": "object", "properties": {"times": AMOUNT.schema(),
                                                 "becomes": {"type": "object",
                                                             "additionalProperties": AMOUNT.schema()}},
                "additionalProperties": False, "minProperties": 1, "maxProperties": 1}

    def convert(self, value: Any, ctx: Context, path: str) -> Any:
        return ab.ManaChange(times=value.get("times", 1), becomes=tuple(value.get("becomes", {}).items()))


class AbilitiesKind(Kind):
    """Abilities an effect grants ("has \"Whenever ...\"", 613.1f), each a block as a card's abilities are."""

    def schema(self) -> dict[str, Any]:
        return {"type": "array", "items": {"$ref": "#/$defs/ability"}}

    def convert(self, value: Any, ctx: Context, path: str) -> Any:
        return tuple(REGISTRY.convert("ability", v, ctx, f"{path}[{i}]") for i, v in enumerate(value))


TRIGGER_EVENTS = ("enters", "attacks", "dies", "cast", "discard", "cycle", "step", "becomes_target", "becomes_target_of_spell",
                  "crime",
                  "becomes_plotted",
                  "combat_damage_player", "tapped_for_mana", "draw", "gain_life", "leaves", "sacrifice",
                  "leaves_graveyard", "leaves_without_dying", "copy", "cast_or_copy", "blocks", "becomes_blocked", "expend",
                  "becomes_class_level", "transforms", "becomes_tapped")


class AlsoEventsKind(Kind):
    """The other trigger events of one triggered ability, each with its condition: "Whenever you cast a noncreature
    spell and whenever you draw your third card each turn" (603.1, 603.2): ``[{"event": "draw", "condition": F}]``."""

    def schema(self) -> dict[str, Any]:
        return {"type": "array", "items": {"type": "object", "required": ["event", "condition"],
                                           "additionalProperties": False,
                                           "properties": {"event": {"enum": list(TRIGGER_EVENTS)},
                                                          "condition": {"$ref": "#/$defs/filter"}}}}

    def convert(self, value: Any, ctx: Context, path: str) -> Any:
        return tuple((v["event"], REGISTRY.convert("filter", v["condition"], ctx, f"{path}[{i}].condition"))
                     for i, v in enumerate(value))


MANA_COST, TOKEN, COUNTERS, EFFECTS, MANA_CHANGE = ManaCostKind(), TokenKind(), CountersKind(), EffectsKind(), ManaChangeKind()
ABILITIES, ALSO_EVENTS = AbilitiesKind(), AlsoEventsKind()


# --- blocks ----------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Block:
    """One named building block: what it makes (``factory``) from which parameters."""

    name: str
    category: str  # "ability" or "effect"
    factory: Callable[..., Any]
    params: dict[str, Kind]
    required: tuple[str, ...] = ()
    doc: str = ""

    def schema(self) -> dict[str, Any]:
        return {"type": "object", "properties": {k: v.schema() for k, v in self.params.items()},
                "required": list(self.required), "additionalProperties": False,
                **({"description": self.doc} if self.doc else {})}

    def make(self, params: Mapping[str, Any], ctx: Context, path: str) -> Any:
        missing = [k for k in self.required if k not in params]
        if missing:
            raise BlockError(path, f"{self.name} needs {', '.join(missing)}")
        unknown = sorted(set(params) - set(self.params))
        if unknown:
            raise BlockError(path, f"{self.name} has no parameter {', '.join(unknown)} "
                                   f"(its parameters: {', '.join(self.params)})")
        args = {k: self.params[k].convert(v, ctx, f"{path}.{k}") for k, v in params.items()}
        try:
            return self.factory(**args)
        except (TypeError, ValueError) as e:
            raise BlockError(path, f"{self.name}: {e}") from None


@dataclass
class Registry:
    """Every building block, filter atom, condition atom and count a card file may name."""

    blocks: dict[str, Block] = field(default_factory=dict)
    filter_atoms: dict[str, ab.Filter] = field(default_factory=dict)
    filter_ops: dict[str, tuple[dict[str, Any], Callable[[Any, Context, str], ab.Filter]]] = field(default_factory=dict)
    condition_atoms: dict[str, ab.Condition] = field(default_factory=dict)
    condition_ops: dict[str, tuple[dict[str, Any], Callable[[Any, Context, str], ab.Condition]]] = field(
        default_factory=dict)
    counts: dict[str, tuple[dict[str, Any], Callable[[Any, Context, str], ab.Count]]] = field(default_factory=dict)
    targets: dict[str, ab.TargetSpec] = field(default_factory=dict)

    # --- registration (the API for plugins) --------------------------------------------------------

    def ability(self, name: str, factory: Callable[..., Any], params: dict[str, Kind], required: tuple[str, ...] = ("text",),
                doc: str = "") -> None:
        """A block that is one of a card's abilities. Every ability has a ``text``: the Oracle words it implements."""
        self._add(Block(name, "ability", factory, {"text": STR, **params}, required, doc or (factory.__doc__ or "")))

    def effect(self, name: str, factory: Callable[..., Any], params: dict[str, Kind], required: tuple[str, ...] = (),
               doc: str = "") -> None:
        """A block that is an effect (what an ability or spell does, 609)."""
        self._add(Block(name, "effect", factory, {"text": STR, **params}, required, doc or (factory.__doc__ or "")))

    def filter(self, name: str, atom: ab.Filter) -> None:
        """A filter atom, written as its name."""
        self._unique(name, self.filter_atoms)
        self.filter_atoms[name] = atom

    def filter_op(self, name: str, schema: dict[str, Any], make: Callable[[Any, Context, str], ab.Filter]) -> None:
        """A filter written ``{name: value}``; ``make(value, ctx, path)`` builds it."""
        self._unique(name, self.filter_ops)
        self.filter_ops[name] = (schema, make)

    def condition(self, name: str, atom: ab.Condition) -> None:
        self._unique(name, self.condition_atoms)
        self.condition_atoms[name] = atom

    def condition_op(self, name: str, schema: dict[str, Any], make: Callable[[Any, Context, str], ab.Condition]) -> None:
        self._unique(name, self.condition_ops)
        self.condition_ops[name] = (schema, make)

    def count(self, name: str, schema: dict[str, Any], make: Callable[[Any, Context, str], ab.Count]) -> None:
        self._unique(name, self.counts)
        self.counts[name] = (schema, make)

    def _add(self, block: Block) -> None:
        self._unique(block.name, self.blocks)
        self.blocks[block.name] = block

    @staticmethod
    def _unique(name: str, table: Mapping[str, Any]) -> None:
        if name in table:
            raise ValueError(f"a building block named {name!r} is already registered")

    # --- conversion ------------------------------------------------------------------------------

    def convert(self, vocabulary: str, value: Any, ctx: Context, path: str) -> Any:
        """A value of ``vocabulary`` (``ability``, ``effect``, ``filter``, ``condition``, ``count``, ``target``,
        ``cost``) as written in a card file, made into the engine's object."""
        return getattr(self, f"_{vocabulary}")(value, ctx, path)

    def _block(self, category: str, value: Any, ctx: Context, path: str) -> Any:
        if not isinstance(value, dict) or len(value) != 1:
            raise BlockError(path, f"an {category} is written {{\"<block>\": {{parameters}}}}, got {value!r}")
        [(name, params)] = value.items()
        block = self.blocks.get(name)
        if block is None or block.category != category:
            known = ", ".join(sorted(n for n, b in self.blocks.items() if b.category == category))
            raise BlockError(path, f"unknown {category} block {name!r}; known: {known}")
        return block.make(params or {}, ctx, f"{path}.{name}" if path else name)

    def _ability(self, value: Any, ctx: Context, path: str) -> Any:
        return self._block("ability", value, ctx, path)

    def _effect(self, value: Any, ctx: Context, path: str) -> Any:
        return self._block("effect", value, ctx, path)

    def _filter(self, value: Any, ctx: Context, path: str) -> ab.Filter:
        if isinstance(value, str):
            if value not in self.filter_atoms:
                raise BlockError(path, f"unknown filter {value!r}; known: {', '.join(sorted(self.filter_atoms))}")
            return self.filter_atoms[value]
        if isinstance(value, list):
            return _all([self._filter(v, ctx, f"{path}[{i}]") for i, v in enumerate(value)], path)
        if isinstance(value, dict) and "filter" in value and set(value) <= {"filter", "text"}:
            inner = self._filter(value["filter"], ctx, f"{path}.filter")
            return ab.Filter(value.get("text", inner.text), inner.test)
        if isinstance(value, dict) and len(value) == 1:
            [(name, arg)] = value.items()
            if name in self.filter_ops:
                return self.filter_ops[name][1](arg, ctx, f"{path}.{name}")
        raise BlockError(path, f"unknown filter {value!r}")

    def _condition(self, value: Any, ctx: Context, path: str) -> ab.Condition:
        if isinstance(value, str):
            if value not in self.condition_atoms:
                raise BlockError(path, f"unknown condition {value!r}; known: {', '.join(sorted(self.condition_atoms))}")
            return self.condition_atoms[value]
        if isinstance(value, dict) and len(value) == 1:
            [(name, arg)] = value.items()
            if name in self.condition_ops:
                return self.condition_ops[name][1](arg, ctx, f"{path}.{name}")
        raise BlockError(path, f"unknown condition {value!r}")

    def _count(self, value: Any, ctx: Context, path: str) -> ab.Count:
        if isinstance(value, dict) and len(value) == 1:
            [(name, arg)] = value.items()
            if name in self.counts:
                return self.counts[name][1](arg, ctx, f"{path}.{name}")
        raise BlockError(path, f"unknown count {value!r}; known: {', '.join(sorted(self.counts))}")

    def _target(self, value: Any, ctx: Context, path: str) -> ab.TargetSpec:
        if isinstance(value, str):
            if value not in self.targets:
                raise BlockError(path, f"unknown target {value!r}; known: {', '.join(sorted(self.targets))}")
            return self.targets[value]
        return TARGET_BLOCK.make(value, ctx, path)

    def _cost(self, value: Any, ctx: Context, path: str) -> ab.Cost:
        return COST_BLOCK.make(value, ctx, path)

    # --- schema ----------------------------------------------------------------------------------

    def schema(self) -> dict[str, Any]:
        """The JSON Schema of card files (``rulings-cards/1``) for the blocks registered now."""

        def blocks(category: str) -> dict[str, Any]:
            return {"type": "object", "minProperties": 1, "maxProperties": 1, "additionalProperties": False,
                    "properties": {n: b.schema() for n, b in sorted(self.blocks.items()) if b.category == category}}

        def ops(atoms: list[str], table: Mapping[str, tuple[dict[str, Any], Any]], extra: list[Any]) -> dict[str, Any]:
            return {"anyOf": [*([{"enum": sorted(atoms)}] if atoms else []), *extra,
                              {"type": "object", "minProperties": 1, "maxProperties": 1, "additionalProperties": False,
                               "properties": {n: s for n, (s, _) in sorted(table.items())}}]}

        return {
            "$schema": "https://json-schema.org/draft/2020-12/schema",
            "$id": "https://mtg-rulings.invalid/schema/rulings-cards-1.schema.json",
            "title": "rulings-cards/1: cards declared from their Oracle data and the reference engine's building blocks",
            "type": "object",
            "required": ["format"],
            "properties": {
                "format": {"const": "rulings-cards/1"},
                "description": {"type": "string", "description": "what this file holds"},
                "source": {"type": "string", "description": "where the Oracle text of this file's cards comes from "
                                                            "(a card's own source overrides it)"},
                "cards": {"type": "array", "items": {"$ref": "#/$defs/card"}},
                "tokens": {"type": "array", "items": {"$ref": "#/$defs/card"}},
                "replaces_suite_cards": {"type": "boolean", "description": "true: this file's cards replace the suite's "
                                         "own declarations of the same names (a user's modelling of a card the suite "
                                         "added later); without it such a card is refused"},
            },
            "additionalProperties": False,
            "$defs": {
                "card": CARD_SCHEMA,
                "ability": blocks("ability"),
                "effect": blocks("effect"),
                "filter": ops(list(self.filter_atoms), self.filter_ops, [
                    {"type": "array", "items": {"$ref": "#/$defs/filter"}, "minItems": 1},
                    {"type": "object", "required": ["filter"], "additionalProperties": False,
                     "properties": {"filter": {"$ref": "#/$defs/filter"}, "text": {"type": "string"}}}]),
                "condition": ops(list(self.condition_atoms), self.condition_ops, []),
                "count": ops([], self.counts, []),
                "target": {"anyOf": [{"enum": sorted(self.targets)}, TARGET_BLOCK.schema()]},
                "cost": COST_BLOCK.schema(),
            },
        }


def _all(filters: list[ab.Filter], path: str) -> ab.Filter:
    if not filters:
        raise BlockError(path, "an empty list of filters")
    out = filters[0]
    for f in filters[1:]:
        out = out & f
    return out


def _any(filters: list[ab.Filter], path: str) -> ab.Filter:
    if not filters:
        raise BlockError(path, "an empty list of filters")
    out = filters[0]
    for f in filters[1:]:
        out = out | f
    return out


_SENTENCE_TEXT = {"type": "string", "minLength": 1}
CARD_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["name", "type_line", "oracle_text"],
    "additionalProperties": False,
    "properties": {
        "name": {"type": "string", "minLength": 1},
        "mana_cost": {"type": "string", "pattern": r"^(\{[^{}]+\})+$"},
        "type_line": {"type": "string"},
        "oracle_text": {"type": "string", "description": "the card's Oracle text, as data from its source"},
        "source": {"type": "string", "description": "where the Oracle text comes from"},
        "power": INT.schema(),  # the printed number, 0 too (208.1); a "*" is a characteristic-defining ability (208.2a)
        "toughness": INT.schema(),
        "colors": {"type": "array", "items": {"enum": ["W", "U", "B", "R", "G"]},
                   "description": "a colour indicator or a token's colours (204, 111.4)"},
        "keywords": {"type": "array", "items": {"type": "string"}},
        "layout": {"enum": ["normal", "adventure", "transform"]},
        "abilities": {"type": "array", "items": {"$ref": "#/$defs/ability"}},
        "spell": {"type": "object", "additionalProperties": False, "required": ["text"],
                  "anyOf": [{"required": ["effects"]}, {"required": ["modes"]}],
                  "description": "what an instant or sorcery does as it resolves (608.2); a modal spell (\"Choose one "
                                 "—\") has modes instead, one chosen as it is cast (601.2b, 700.2a)",
                  "properties": {"text": _SENTENCE_TEXT, "effects": {"type": "array", "items": {"$ref": "#/$defs/effect"}},
                                 "target": {"$ref": "#/$defs/target"},
                                 "gift_target": {"anyOf": [{"$ref": "#/$defs/target"}, {"type": "array", "items": {
                                     "$ref": "#/$defs/target"}, "minItems": 2}], "description": "what the spell "
                                     "targets instead if its gift was promised (702.174m); a list: targets of "
                                     "several kinds, each chosen in turn (601.2c)"},
                                 "spree": {"type": "boolean", "description": "spree (702.172a): one or more modes "
                                           "are chosen as it is cast, each adding its cost to the total cost"},
                                 "modes": {"type": "array", "minItems": 2, "items": {
                                     "type": "object", "additionalProperties": False, "required": ["text", "effects"],
                                     "properties": {"text": _SENTENCE_TEXT,
                                                    "effects": {"type": "array", "items": {"$ref": "#/$defs/effect"}},
                                                    "target": {"$ref": "#/$defs/target"},
                                                    "cost": {"type": "string", "pattern": r"^(\{[^}]+\})+$",
                                                             "description": "a spree mode's additional cost"}}}}}},
        "adventure": {"$ref": "#/$defs/card", "description": "an adventurer card's Adventure (715.2)"},
        "back": {"$ref": "#/$defs/card", "description": "the back face of a nonmodal double-faced card (layout "
                                                       "\"transform\", 712.2), with its color indicator as colors"},
        "not_modelled": {"type": "array", "items": {
            "type": "object", "required": ["text", "reason"], "additionalProperties": False,
            "properties": {"text": _SENTENCE_TEXT, "reason": {"type": "string", "minLength": 1}}},
            "description": "Oracle words the reference engine doesn't implement, and why; shown in every result "
                           "that uses the card"},
    },
}

TARGET_BLOCK = Block("target", "target", ab.TargetSpec, {
    "text": STR, "players": BOOL, "permanents": FILTER, "spells": BOOL, "graveyard": FILTER, "exile": FILTER,
    "spell_filter": FILTER, "opponents_only": BOOL, "up_to": AMOUNT, "any_graveyard": BOOL}, ("text",))


def _cost(mana: ManaCost | None = None, **kwargs: Any) -> ab.Cost:
    return ab.Cost(mana=mana, **kwargs)


COST_BLOCK = Block("cost", "cost", _cost, {"mana": MANA_COST, "tap": BOOL, "untap": BOOL, "sacrifice": FILTER,
                                           "discard_self": BOOL, "life": AMOUNT_OR_ZERO})

REGISTRY = Registry()


# --- the built-in vocabulary -----------------------------------------------------------------------

_CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "land", "planeswalker", "sorcery")


def _builtin(r: Registry) -> None:
    for name, atom in {
        "self": ab.SELF, "another": ab.ANOTHER, "you_control": ab.YOU_CONTROL, "opponent_controls": ab.OPPONENT_CONTROLS,
        "permanent": ab.ANY_PERMANENT, "equipped_creature": ab.EQUIPPED_CREATURE, "attached_to_self": ab.ATTACHED_TO_SELF,
        "you_own": ab.Filter("you own", lambda g, o, s: o.owner is s.controller),
        "token": ab.Filter("token", lambda g, o, s: o.is_token),
        "tapped": ab.Filter("tapped", lambda g, o, s: o.tapped),
        "outlaw": ab.OUTLAW,
        "card": ab.ANY_CARD,  # "search your library for a card": any card, a search for a quantity only (701.23d)
        # "whenever you commit a crime during your turn": the source's controller is the active player (500.1)
        "during_your_turn": ab.Filter("during your turn", lambda g, o, s: g.active is s.controller),
        "has_adventure": ab.Filter("that has an Adventure", lambda g, o, s: g.has_adventure(o)),
        # the player of a player event ("whenever you gain life", 119.9) is the source's controller
        "you": ab.Filter("you", lambda g, o, s: o is s.controller),
        **{t: ab.card_type(t.capitalize()) for t in _CARD_TYPES},
    }.items():
        r.filter(name, atom)
    r.filter_op("subtype", {"type": "string"}, lambda v, c, p: ab.subtype(v))
    r.filter_op("supertype", {"type": "string"}, lambda v, c, p: ab.supertype(v))
    r.filter_op("any", {"type": "array", "items": {"$ref": "#/$defs/filter"}, "minItems": 1},
                lambda v, c, p: _any([r.convert("filter", x, c, f"{p}[{i}]") for i, x in enumerate(v)], p))
    r.filter_op("not", {"$ref": "#/$defs/filter"}, lambda v, c, p: _not(r.convert("filter", v, c, p)))
    r.filter_op("while", {"$ref": "#/$defs/condition"}, lambda v, c, p: _while(r.convert("condition", v, c, p)))
    r.filter_op("power_at_least", INT.schema(), lambda v, c, p: ab.Filter(
        f"with power {v} or greater", lambda g, o, s: (g.characteristics(o).power or 0) >= v))
    r.filter_op("power_is", INT.schema(), lambda v, c, p: ab.Filter(
        f"with power {v}", lambda g, o, s: g.characteristics(o).power == v))
    r.filter_op("toughness_is", INT.schema(), lambda v, c, p: ab.Filter(
        f"with toughness {v}", lambda g, o, s: g.characteristics(o).toughness == v))
    r.filter_op("mana_value_at_most", AMOUNT_OR_ZERO.schema(), lambda v, c, p: ab.Filter(
        f"with mana value {v} or less", lambda g, o, s: g.mana_value(o) <= v))
    r.filter_op("has_ability", {"type": "string"}, lambda v, c, p: _has_ability(r, v, p))
    r.filter_op("color", {"enum": ["W", "U", "B", "R", "G"]}, lambda v, c, p: ab.Filter(
        f"{v}", lambda g, o, s: v in g.characteristics(o).colors))
    r.filter_op("mana_spent_at_least", AMOUNT.schema(), lambda v, c, p: ab.Filter(
        f"with at least {v} mana spent to cast it", lambda g, o, s: o.mana_spent >= v))

    r.condition("equipped", ab.Condition("it is equipped", lambda g, s: g.is_equipped(s)))
    r.condition("attached", ab.Condition("it is attached to a permanent", lambda g, s: s.attached_to is not None))
    r.condition_op("you_control", {"type": "object", "required": ["filter"], "additionalProperties": False,
                                   "properties": {"filter": {"$ref": "#/$defs/filter"},
                                                  "at_least": AMOUNT.schema(),
                                                  "text": {"type": "string"}}},
                   lambda v, c, p: _you_control(r.convert("filter", v["filter"], c, f"{p}.filter"), v.get("at_least", 1),
                                                v.get("text")))
    r.condition_op("creatures_total_power_at_least", AMOUNT.schema(), lambda v, c, p: ab.Condition(
        f"creatures you control have total power {v} or greater", lambda g, s: sum(
            g.characteristics(o).power or 0 for o in g.permanents()
            if o.controller is s.controller and "Creature" in g.characteristics(o).types) >= v))
    r.condition_op("counters_on_self_at_least", {
        "type": "object", "required": ["kind", "at_least"], "additionalProperties": False,
        "properties": {"kind": {"type": "string"}, "at_least": AMOUNT.schema()}},
        lambda v, c, p: ab.Condition(f"it has {v['at_least']} or more {v['kind']} counters on it",
                                     lambda g, s: s.counters.get(v["kind"], 0) >= v["at_least"]))
    r.condition_op("linked_card_types_at_least", AMOUNT.schema(), lambda v, c, p: ab.Condition(
        f"there are {v} or more card types among cards exiled with it",  # 607.2a; card types only (300.1, 205.2a)
        lambda g, s: len({t for o in g.linked(s) for t in g.card_types(o)}) >= v))
    r.condition_op("all", {"type": "array", "items": {"$ref": "#/$defs/condition"}, "minItems": 1},
                   lambda v, c, p: _conditions(all, " and ", [r.convert("condition", x, c, f"{p}[{i}]")
                                                              for i, x in enumerate(v)]))
    r.condition_op("any", {"type": "array", "items": {"$ref": "#/$defs/condition"}, "minItems": 1},
                   lambda v, c, p: _conditions(any, " or ", [r.convert("condition", x, c, f"{p}[{i}]")
                                                             for i, x in enumerate(v)]))
    r.condition_op("not", {"$ref": "#/$defs/condition"}, lambda v, c, p: _not_condition(r.convert("condition", v, c, p)))
    r.condition_op("cards_in_your_graveyard", AMOUNT.schema(),  # "N or more cards in your graveyard"
                   lambda v, c, p: ab.Condition(f"there are {v} or more cards in your graveyard",
                                                lambda g, s: len(s.controller.graveyard.objects) >= v))

    r.count("permanents", {"$ref": "#/$defs/filter"}, lambda v, c, p: _permanents(r.convert("filter", v, c, p)))
    r.count("permanents_named_like_linked", {"$ref": "#/$defs/filter"},
            lambda v, c, p: _named_like_linked(r.convert("filter", v, c, p)))
    r.count("counters_on_self", {"type": "string"}, lambda v, c, p: _counters_on_self(v))

    r.targets.update({"any_target": ab.ANY_TARGET, "target_spell": ab.TARGET_SPELL})

    text = ("text",)
    # abilities (113): activated (602), triggered (603), static (604), and keyword shorthands
    r.ability("activated", ab.ActivatedAbility, {"cost": COST, "effect": EFFECT, "mana_ability": BOOL, "sorcery_speed": BOOL,
                                                 "target": TARGET, "zone": enum("battlefield", "hand"), "keyword": STR,
                                                 "class_level": AMOUNT, "once_each_turn": BOOL,
                                                 "activate_only_if": CONDITION},
              ("text", "cost", "effect"))
    r.ability("at_class_level", classes.AtClassLevel, {"level": AMOUNT, "abilities": ABILITIES}, ("text", "level", "abilities"))
    r.effect("become_class_level", classes.BecomeClassLevel, {"level": AMOUNT}, ("level",))
    r.ability("triggered", ab.TriggeredAbility, {
        "event": enum(*TRIGGER_EVENTS),
        "also": ALSO_EVENTS, "condition": FILTER, "effect": EFFECT, "keyword": STR, "target": TARGET, "step": STR,
        "intervening_if": CONDITION, "mana_ability": BOOL, "batch": BOOL, "once_each_turn": BOOL,
        "zone": enum("battlefield", "graveyard")},
        ("text", "event", "condition", "effect"))
    r.ability("mana_ability", _mana_ability, {"mana": STR, "tap": BOOL, "cost": MANA_COST, "sacrifice": FILTER,
                                              "untap": BOOL, "then": EFFECT}, ("text", "mana"),
              doc=ab.mana_ability.__doc__ or "")
    r.ability("equip", _equip, {"cost": MANA_COST, "flavor_word": STR}, ("cost",), doc=ab.equip.__doc__ or "")
    r.ability("cycling", _cycling, {"cost": MANA_COST, "life": AMOUNT_OR_ZERO}, (), doc=ab.cycling.__doc__ or "")
    r.ability("play_from_library_top", ab.PlayFromLibraryTop, {"lands": BOOL, "spells": nullable(FILTER)},
              ("text", "lands"))
    r.ability("look_at_library_top_any_time", ab.LookAtLibraryTopAnyTime, {}, text)
    r.ability("additional_trigger", ab.AdditionalTrigger, {"event": enum(None, "enters", "attacks", "dies", "cast",
                                                                         "cast_or_copy"),
                                                           "cause": nullable(FILTER), "affects": FILTER, "active": CONDITION},
              ("text", "event", "cause"))
    r.ability("enters_with_counters", ab.EntersWithCounters, {"kind": STR, "amount": or_x(AMOUNT), "condition": CONDITION},
              ("text", "kind", "amount"))
    r.ability("enters_tapped", ab.EntersTapped, {}, text)
    r.ability("would_die_instead", ab.WouldDieInstead, {"filter": FILTER, "instead": enum("exile"), "then": EFFECT},
              ("text", "filter"))
    r.ability("cost_reduction", ab.CostReduction, {"spells": FILTER, "generic": AMOUNT}, ("text", "spells", "generic"))
    r.ability("as_enters_choose_color", ab.AsEntersChooseColor, {}, text)
    r.ability("equipped_gets", ab.EquippedGets, {"power": INT, "toughness": INT, "per": COUNT, "keywords": STR_LIST,
                                                 "subtypes": STR_LIST, "grants": ABILITIES}, ("text",))
    r.ability("grant_keywords", ab.GrantKeywords, {"filter": FILTER, "keywords": STR_LIST}, ("text", "filter", "keywords"))
    r.ability("mana_replacement", ab.ManaReplacement, {"lands_only": BOOL, "yours": BOOL, "replace": MANA_CHANGE},
              ("text", "lands_only", "yours", "replace"))
    r.ability("player_hexproof", ab.PlayerHexproof, {}, text)
    r.ability("opening_hand_action", ab.OpeningHandAction, {"kind": enum("begin", "reveal"), "delayed": EFFECT,
                                                            "counters": COUNTERS, "exile_card": BOOL, "not_starting": BOOL},
              ("text", "kind"))
    r.ability("as_enters_choose_name", ab.AsEntersChooseName, {"nonland": BOOL}, text)
    r.ability("cant_cast_chosen_name", ab.CantCastChosenName, {}, text)
    r.ability("cant_activate_chosen_name", ab.CantActivateChosenName, {}, text)
    r.ability("enters_as_copy", ab.EntersAsCopy, {}, text)
    r.ability("flashback", ab.Flashback, {"cost": STR}, ("text", "cost"))
    r.ability("gift", gift.gift_ability, {"gift": enum(*gift.GIFTS)}, ("text", "gift"), doc=gift.Gift.__doc__ or "")
    r.effect("if_gift", gift.IfGift, {"promised": EFFECT, "otherwise": EFFECT})
    r.ability("affinity", costs.Affinity, {"filter": FILTER}, ("text", "filter"))
    r.ability("spell_cost_reduction", costs.SpellCostReduction, {"filter": FILTER, "generic": AMOUNT, "first_each_turn": BOOL},
              ("text", "filter", "generic"))
    r.ability("play_from_graveyard_during_your_turn", permissions.PlayFromGraveyardDuringYourTurn, {}, text)
    r.ability("exile_instead_of_graveyard", replacements.ExileInsteadOfGraveyard, {}, text)
    r.ability("cant_attack_unless", ab.CantAttackUnless, {"condition": CONDITION}, ("text", "condition"))
    r.ability("attack_as_though_no_defender", ab.AttackAsThoughNoDefender, {"condition": CONDITION},
              ("text", "condition"))
    r.ability("cant_block", combat.CantBlock, {}, text)

    # effects (609)
    r.effect("sequence", ab.Sequence, {"effects": EFFECTS}, ("effects",))
    r.effect("may", ab.May, {"effect": EFFECT}, ("effect",))
    r.effect("put_counters", ab.PutCounters, {"kind": STR, "amount": AMOUNT, "on": enum("self", "equipped", "targets")},
             ("kind",))
    r.effect("create_tokens", ab.CreateTokens, {"token": TOKEN, "amount": Scalar({"anyOf": [
        AMOUNT.schema(),
        {"enum": ["half X rounded up", "+1/+1 counters on this", "creatures you control"]}]}), "tapped": BOOL},
        ("token",))
    r.effect("create_token_with_counters_per_land", ab.CreateTokenWithCountersPerLand, {"token": TOKEN}, ("token",))
    r.effect("gain_life", ab.GainLife, {"amount": AMOUNT, "per": COUNT}, ("amount",))
    r.effect("lose_life", ab.LoseLife, {"amount": AMOUNT}, ("amount",))
    r.effect("targets_lose_life", ab.TargetsLoseLife, {"amount": AMOUNT}, ("amount",))
    r.effect("each_opponent_loses_life", ab.EachOpponentLosesLife, {"amount": AMOUNT}, ("amount",))
    r.effect("put_counters_on_each_target", ab.PutCountersOnTargets, {"kind": STR, "amount": AMOUNT}, ("kind",))
    r.effect("target_players_sacrifice", ab.TargetPlayersSacrifice, {"filter": FILTER}, ("filter",))
    r.effect("damage_each", ab.DamageEach, {"amount": AMOUNT, "filter": FILTER}, ("amount", "filter"))
    r.effect("destroy_all", ab.DestroyAll, {"filter": FILTER}, ("filter",))
    r.effect("exile_top_may_cast", ab.ExileTopMayCast, {"otherwise": EFFECT})
    r.effect("pump_self", ab.PumpSelf, {"power": INT, "toughness": INT, "on": enum("self", "equipped")},
             ("power", "toughness"))
    r.effect("deal_damage", ab.DealDamage, {"amount": AMOUNT}, ("amount",))
    r.effect("damage_each_opponent", ab.DamageEachOpponent, {"amount": AMOUNT}, ("amount",))
    r.effect("damage_to_controller", ab.DamageToController, {"amount": AMOUNT}, ("amount",))
    r.effect("damage_to_cause_controller", ab.DamageToCauseController, {"amount": AMOUNT}, ("amount",))
    r.effect("damage_to_targeting_spells_controller", ab.DamageToTargetingSpellsController, {"amount": AMOUNT}, ("amount",))
    r.effect("draw", ab.Draw, {"amount": AMOUNT})
    r.effect("draw_then_discard", ab.DrawThenDiscard, {"draw": AMOUNT, "discard": AMOUNT}, ("draw", "discard"))
    r.effect("draw_then_may_cast_free", ab.DrawThenMayCastFree, {})
    r.effect("add_mana", ab.AddMana, {"mana": STR, "amount": AMOUNT}, ("mana",))
    r.effect("add_produced_type", ab.AddProducedType, {})
    r.effect("search_library", ab.SearchLibrary, {"filter": FILTER, "to": enum("hand", "exile", "top")}, ("filter", "to"))
    r.effect("hideaway", ab.Hideaway, {"n": AMOUNT})
    r.effect("play_linked_cards", _play_linked, {"condition": CONDITION}, ("condition",))
    r.effect("attach", ab.Attach, {})
    r.effect("tap_targets", ab.TapTargets, {})
    r.effect("exile_target_cards_linked", ab.ExileTargetCardsLinked, {})
    r.effect("destroy_targets", ab.DestroyTargets, {})
    r.effect("counter_targets", ab.CounterTargets, {})
    r.effect("counter_unless_pays", ab.CounterUnlessPays, {"amount": AMOUNT}, ("amount",))
    r.effect("copy_target_spell", ab.CopyTargetSpell, {})
    r.effect("return_targets_to_hand", ab.ReturnTargetsToHand, {})
    r.effect("return_targets_to_battlefield", ab.ReturnTargetsToBattlefield, {})
    r.effect("put_counters_on_each", ab.PutCountersOnEach, {"kind": STR, "filter": FILTER, "amount": COUNT,
                                                            "target_players": BOOL}, ("kind", "filter"))
    r.effect("untap_each", ab.UntapEach, {"filter": FILTER, "target_players": BOOL}, ("filter",))
    r.effect("target_players_draw", ab.TargetPlayersDraw, {"amount": AMOUNT})
    r.effect("remove_counter_at_end_of_combat", ab.RemoveCounterAtEndOfCombat, {"kind": STR})
    r.effect("untap_cause", ab.UntapCause, {})
    r.effect("sacrifice_to_draw", ab.SacrificeToDraw, {"filter": FILTER}, ("filter",))
    r.effect("may_sacrifice_to_draw", ab.MaySacrificeToDraw, {"filter": FILTER, "draw": AMOUNT}, ("filter", "draw"))
    r.effect("may_return_land_to_pump", ab.MayReturnLandToPump, {"power": INT, "toughness": INT}, ("power", "toughness"))
    r.effect("sacrifice_self_unless_creature", ab.SacrificeSelfUnlessCreature, {})
    r.effect("sacrifice_self", ab.SacrificeSelf, {})
    r.effect("sacrifice_equipped", ab.SacrificeEquipped, {})
    r.effect("mill_half", ab.MillHalf, {})
    r.effect("put_on_library_bottom", ab.PutOnLibraryBottom, {})
    # double-faced cards and copies (reference_engine/dfc.py: 701.27, 712.14a, 707.2, 707.8a)
    r.effect("transform", dfc.Transform, {})
    r.effect("exile_and_return", dfc.ExileAndReturn, {"transformed": BOOL})
    r.effect("exile_targets", dfc.ExileTargets, {})
    r.effect("create_token_copy", dfc.CreateTokenCopy, {})
    # Sagas (reference_engine/saga.py: 714)
    r.ability("chapter", saga.chapter, {"chapters": Scalar({"type": "array", "items": AMOUNT.schema(),
                                                            "minItems": 1}, tuple),
                                        "effect": EFFECT, "target": TARGET}, ("text", "chapters", "effect"),
              doc=saga.ChapterAbility.__doc__ or "")
    r.effect("remove_all_counters", saga.RemoveAllCounters, {})
    r.effect("each_opponent_discards", saga.EachOpponentDiscards, {"amount": AMOUNT})
    r.effect("each_opponent_sacrifices", saga.EachOpponentSacrifices, {"amount": AMOUNT, "filter": FILTER}, ("amount", "filter"))
    r.effect("exile_and_copy_card", dfc.ExileAndCopyCard, {
        "random_from_graveyard": STR, "tapped": BOOL, "repeat_if_land": BOOL, "except_types": STR,
        "except_colors": STR_LIST, "except_power": INT, "except_toughness": INT})
    r.effect("choose_then_others_get", dfc.ChooseThenOthersGet, {"choose": FILTER, "power": INT, "toughness": INT},
             ("choose", "power", "toughness"))
    r.effect("target_players_lose_life", dfc.TargetPlayersLoseLife, {"amount": AMOUNT}, ("amount",))
    r.effect("transform_on_resolution", dfc.TransformOnResolution, {"nth": AMOUNT}, ("nth",))
    r.effect("put_counters_per_cause_power", dfc.PutCountersPerCausePower, {"kind": STR}, ("kind",))
    r.effect("gain_keywords_until_end_of_turn", saga.GainKeywordsUntilEndOfTurn, {"filter": FILTER, "keywords": STR_LIST},
             ("filter", "keywords"))


def _while(cond: ab.Condition) -> ab.Filter:
    """"As long as [condition], [this] ...": a filter that holds while the condition does, for the source (611.3a)."""
    return ab.Filter(f"as long as {cond.text}", lambda g, o, s: cond(g, s))


def _not(f: ab.Filter) -> ab.Filter:
    return ab.Filter(f"non{f.text}", lambda g, o, s: not f(g, o, s))


def _has_ability(r: Registry, name: str, path: str) -> ab.Filter:
    block = r.blocks.get(name)
    if block is None or block.category != "ability" or not isinstance(block.factory, type):
        raise BlockError(path, f"has_ability names an ability block with a class of its own, not {name!r}")
    kind = block.factory
    return ab.Filter(f"with {name.replace('_', ' ')}", lambda g, o, s: any(isinstance(a, kind) for a in g.abilities(o)))


def _you_control(f: ab.Filter, at_least: int, text: str | None) -> ab.Condition:
    what = f"a {f.text}" if at_least == 1 else f"{at_least} or more {f.text}"
    return ab.Condition(text or f"you control {what}", lambda g, s: sum(
        1 for o in g.permanents() if o.controller is s.controller and f(g, o, s)) >= at_least)


def _conditions(how: Callable[[Any], bool], word: str, parts: list[ab.Condition]) -> ab.Condition:
    return ab.Condition(word.join(c.text for c in parts), lambda g, s: how(c(g, s) for c in parts))


def _not_condition(c: ab.Condition) -> ab.Condition:
    return ab.Condition(f"not ({c.text})", lambda g, s: not c(g, s))


def _permanents(f: ab.Filter) -> ab.Count:
    return ab.Count(f"each {f.text}", lambda g, s: sum(1 for o in g.permanents() if f(g, o, s)))


def _named_like_linked(f: ab.Filter) -> ab.Count:
    """607.3: with several linked (exiled) cards, each of them counts: the sum over each card."""
    return ab.Count(f"each {f.text} with the same name as an exiled card", lambda g, s: sum(
        sum(1 for o in g.permanents() if f(g, o, s) and o.name == card.name) for card in g.linked(s)))


def _counters_on_self(kind: str) -> ab.Count:
    """"The number of [kind] counters on [this]": on the battlefield, or as it last existed there (608.2h); for a
    resolving ability, of the object it came from (``Count.resolving``, 400.7)."""
    return ab.Count(f"the number of {kind} counters on it", lambda g, s: (
        s.counters if s.zone is g.battlefield else s.last_counters).get(kind, 0), source_counters=kind)


def _mana_ability(text: str, mana: str, tap: bool = True, cost: ManaCost | None = None, sacrifice: ab.Filter | None = None,
                  untap: bool = False, then: ab.Effect | None = None) -> ab.ActivatedAbility:
    return ab.mana_ability(text, mana, tap=tap, cost=cost.text if cost else None, sacrifice=sacrifice, untap=untap,
                           then=then)


def _check_text(made: ab.ActivatedAbility, text: str | None) -> ab.ActivatedAbility:
    if text is not None and text != made.text:
        raise ValueError(f"its text is {made.text!r}, not {text!r}")
    return made


def _equip(cost: ManaCost, text: str | None = None, flavor_word: str | None = None) -> ab.ActivatedAbility:
    return _check_text(ab.equip(cost.text, flavor_word), text)


def _cycling(cost: ManaCost | None = None, life: int = 0, text: str | None = None) -> ab.ActivatedAbility:
    if (cost is None) == (not life):
        raise ValueError("cycling has a mana cost or a life payment")
    return _check_text(ab.cycling(cost.text if cost else "", life), text)


def _play_linked(condition: ab.Condition, text: str | None = None) -> ab.PlayLinkedCards:
    """"You may play the exiled card without paying its mana cost if [condition]" (607.3, 608.2g)."""
    made = ab.PlayLinkedCards(condition, condition.text)
    return ab.PlayLinkedCards(condition, condition.text, text) if text else made


def _attachments_and_replacements(r: Registry) -> None:
    """Job select, Auras (303.4, 702.5) and the replacement effects of :mod:`mtg_rulings.reference_engine.replacements` (614)."""
    from mtg_rulings.reference_engine import attachments as at
    from mtg_rulings.reference_engine import durations as du
    from mtg_rulings.reference_engine import replacements as rp

    ordinals = {2: "second", 3: "third", 4: "fourth"}
    r.filter_op("nth_draw_this_turn", AMOUNT.schema(), lambda v, c, p: ab.Filter(
        f"your {ordinals.get(v, f'{v}th')} card each turn",
        lambda g, o, s: o.owner is s.controller and o.owner.drawn_this_turn == v))
    r.effect("create_token_and_attach", at.CreateTokenAndAttach, {"token": TOKEN}, ("token",))
    r.ability("enchant", at.Enchant, {"filter": FILTER}, ("text", "filter"))
    r.effect("exile_until_source_leaves", du.ExileUntilSourceLeaves, {})
    r.effect("targets_gain_keywords_until_end_of_turn", du.TargetsGainKeywordsUntilEndOfTurn, {"keywords": STR_LIST},
             ("keywords",))
    r.effect("put_sources_counters_on_targets", rp.PutSourcesCountersOnTargets, {})
    r.effect("lose_all_abilities_until_end_of_turn", du.LoseAllAbilitiesUntilEndOfTurn,
             {"base_power": INT, "base_toughness": INT})
    r.effect("put_causes_counters_on_self", rp.PutCausesCountersOnSelf, {})
    r.filter("had_counters", ab.Filter("that had counters on it", lambda g, o, s: any(
        n > 0 for n in (o.counters if o.zone is g.battlefield else o.last_counters).values())))
    r.effect("attach_sources_equipment_to_targets", at.AttachSourcesEquipmentToTargets, {})
    r.effect("attach_any_number_to_target", at.AttachAnyNumberToTarget, {"filter": FILTER}, ("filter",))
    r.effect("put_from_top_then_may_attach", at.PutFromTopThenMayAttach,
             {"n": AMOUNT, "filter": FILTER, "host": FILTER, "reflexive": STR}, ("n", "filter", "host", "reflexive"))
    r.ability("multiply_tokens", rp.MultiplyTokens, {"times": AMOUNT}, ("text",))
    r.ability("multiply_counters", rp.MultiplyCounters, {"times": AMOUNT}, ("text",))
    r.effect("return_targets_with_counters", rp.ReturnTargetsWithCounters, {"kind": STR, "amount": AMOUNT}, ("kind",))


def _exile_and_mana(r: Registry) -> None:
    """Blocks for playing cards from exile for a duration, cast-from conditions, land plays and mana (issue 14d)."""
    from mtg_rulings.reference_engine import layers, permissions

    r.ability("additional_land_plays", ab.AdditionalLandPlays, {"count": AMOUNT}, ("text",))
    r.ability("creatures_get", layers.CreaturesGet, {"filter": FILTER, "power": INT, "toughness": INT},
              ("text", "filter"))
    r.ability("self_gets", layers.SelfGets, {"power": INT, "toughness": INT, "per": COUNT}, ("text", "power", "toughness"))
    r.ability("power_toughness_equal_to", layers.PowerToughnessEqualTo, {"count": COUNT}, ("text", "count"))
    r.ability("grant_types", layers.GrantTypes, {"filter": FILTER, "types": STR_LIST, "subtypes": STR_LIST},
              ("text", "filter"))
    r.effect("if_condition", ab.IfCondition, {"condition": CONDITION, "effect": EFFECT}, ("condition", "effect"))
    r.effect("if_cast_from", ab.IfCastFrom, {"zone": enum("hand", "graveyard", "exile", "library"), "effect": EFFECT},
             ("zone", "effect"))
    r.effect("discard_hand", ab.DiscardHand, {})
    r.effect("double_counters", ab.DoubleCounters, {"kind": STR}, ("kind",))
    r.filter_op("tapped_for", {"type": "string", "pattern": "^[WUBRGC]$"}, lambda v, c, p: ab.Filter(
        f"tapped for {{{v}}}", lambda g, o, s: v in g.last_produced.get(o.id, ())))
    r.effect("mill", ab.Mill, {"amount": AMOUNT}, ("amount",))
    r.effect("return_chosen_to_hand", ab.ReturnChosenToHand, {"filter": FILTER}, ("filter",))
    r.effect("target_deals_damage_equal_to_power", ab.TargetDealsDamageEqualToPower, {})
    r.effect("exile_top_may_play", permissions.ExileTopMayPlay, {
        "amount": AMOUNT, "until": enum(*permissions.DURATIONS), "whose": enum("you", "each_player", "targets"),
        "any_mana": BOOL, "amount_from": enum(None, "cause_mana_value", "x_paid")})
    r.effect("may_play_target_players_library_top", permissions.MayPlayTargetPlayersLibraryTop,
             {"until": enum(*permissions.DURATIONS)})
    r.effect("create_effect", layers.CreateEffect, {
        "on": enum("targets", "self", "each"), "filter": FILTER, "add_types": STR_LIST, "add_subtypes": STR_LIST,
        "lose_land_types": BOOL,
        "lose_abilities": BOOL, "abilities": ABILITIES, "keywords": STR_LIST, "base_power": INT, "base_toughness": INT,
        "power": INT, "toughness": INT, "per": COUNT, "duration": enum("end_of_turn", None), "while_counter": STR})


def _fin_more(r: Registry) -> None:
    """Emblems and "as this transforms into" (reference_engine/emblems.py: 114, 712.20); searching a library for a
    card to put onto the battlefield (reference_engine/searches.py: 701.23); prevention effects
    (reference_engine/prevention.py: 615); ending the turn (reference_engine/end_turn.py: 723.1); discards
    counted by card type (reference_engine/discards.py: 701.9, 205.2a); deaths this turn (reference_engine/deaths.py);
    instructions that depend on a target (reference_engine/target_conditions.py: 608.2c); regeneration
    (reference_engine/regeneration.py: 701.19, 514.2); reflexive triggered abilities (reference_engine/reflexive.py:
    603.12)."""
    from mtg_rulings.reference_engine import (
        deaths,
        discards,
        emblems,
        end_turn,
        prevention,
        reflexive,
        regeneration,
        searches,
        target_conditions,
    )

    r.effect("create_emblem", emblems.CreateEmblem, {"abilities": ABILITIES}, ("abilities", "text"))
    r.ability("as_transforms_into", emblems.AsTransformsInto, {"effect": EFFECT}, ("text", "effect"))
    r.filter("emblem_you_own", ab.Filter("an emblem you own", lambda g, o, s: emblems.is_emblem(g, o)
                                         and o.owner is s.controller))
    r.effect("end_the_turn", end_turn.EndTheTurn, {})
    r.effect("may_sacrifice_self_then_reflexive", reflexive.MaySacrificeSelfThenReflexive,
             {"effect": EFFECT, "target": TARGET}, ("effect", "text"))
    r.effect("regenerate_targets", regeneration.RegenerateTargets, {})
    r.ability("damage_not_removed_in_cleanup", regeneration.DamageNotRemovedInCleanup, {}, ("text",))
    r.effect("if_target_is", target_conditions.IfTargetIs, {"filter": FILTER, "effect": EFFECT}, ("filter", "effect"))
    r.condition("creature_died_under_opponents_control_this_turn", ab.Condition(
        "a creature died under an opponent's control this turn", lambda g, s: any(
            p in g.opponents(s.controller) for p in deaths.controllers_of_creatures_died_this_turn(g))))
    r.effect("each_player_discards_then_draw_per_card_type", discards.EachPlayerDiscardsThenDrawPerCardType, {})
    r.effect("discard_up_to_then_draw_that_many", discards.DiscardUpToThenDrawThatMany, {"amount": AMOUNT_OR_ZERO}, ("amount",))
    r.ability("prevent_combat_damage_to_self", prevention.PreventCombatDamageToSelf, {}, ("text",))
    r.effect("look_at_top_may_reveal_to_hand", searches.LookAtTopMayRevealToHand, {"filter": FILTER, "then": EFFECT},
             ("filter",))
    # one building block searches a library and puts the card found onto the battlefield (701.23); the other names
    # are those card files have used for it, each with the parameters it has always had
    r.effect("search_onto_battlefield", searches.SearchOntoBattlefield, {
        "filter": FILTER, "tapped": BOOL, "untap_if": CONDITION, "may": BOOL, "repeat_if": CONDITION, "repeats": AMOUNT_OR_ZERO},
        ("filter",))
    r.effect("search_to_battlefield", searches.search_to_battlefield,
             {"filter": FILTER, "tapped": BOOL, "untap_if": CONDITION}, ("filter",))
    r.effect("search_library_onto_battlefield", searches.search_library_onto_battlefield,
             {"filter": FILTER, "tapped": BOOL}, ("filter",))
    r.effect("may_search_onto_battlefield_repeat", searches.may_search_onto_battlefield_repeat,
             {"filter": FILTER, "condition": CONDITION, "tapped": BOOL, "repeats": AMOUNT_OR_ZERO}, ("filter", "condition"))
    r.effect("top_card_land_or_hand", searches.TopCardLandOrHand, {})


def _blb_l_z(r: Registry) -> None:
    """Blocks of the Bloomburrow cards L-Z (issue 25): offspring (702.175), pawprint modes (700.2i), and effects of
    reference_engine/blb_effects.py."""
    from mtg_rulings.reference_engine import (
        base_pt,
        blb_effects,
        cant_statics,
        expend,
        forage,
        offspring,
        pawprint,
        scry,
        valiant,
    )

    r.filter("targeted_by_you", valiant.TARGETED_BY_YOU)  # valiant (207.2c)
    r.filter_op("class_level_is", {"type": "integer", "minimum": 2}, lambda v, c, p: ab.Filter(
        f"this Class, becoming level {v}", lambda g, o, s: o is s and o.class_level == v))  # 716.2a, 603.2

    r.filter_op("expend", AMOUNT.schema(), lambda v, c, p: ab.Filter(
        f"you expend {v}", lambda g, o, s: o is s.controller and expend.reached(o, v)))  # 700.14

    r.ability("offspring", offspring.offspring, {"cost": MANA_COST}, ("text", "cost"),
              doc=offspring.Offspring.__doc__ or "")
    r.ability("pawprint_modes", pawprint.PawprintModes, {
        "worth": AMOUNT, "pawprints": Scalar({"type": "array", "items": AMOUNT.schema(), "minItems": 1},
                                          tuple), "repeat": BOOL}, ("text", "worth", "pawprints"))
    r.ability("creatures_have_base", base_pt.CreaturesHaveBase, {"filter": FILTER, "power": INT, "toughness": INT},
              ("text", "filter"))
    r.effect("exile_targets_controller_draws", blb_effects.ExileTargetsControllerDraws, {"draw": AMOUNT})
    r.ability("players_cant_gain_life", cant_statics.PlayersCantGainLife, {}, ("text",))
    r.ability("damage_cant_be_prevented", cant_statics.DamageCantBePrevented, {}, ("text",))
    r.effect("damage_each_player_per_permanents", blb_effects.DamageEachPlayerPerPermanents, {"filter": FILTER},
             ("filter",))
    r.effect("add_mana_for_each", blb_effects.AddManaForEach, {"mana": STR, "per": COUNT}, ("mana", "per"))
    r.effect("may_cast_from_graveyard_by_foraging", forage.MayCastFromGraveyardByForaging,
             {"filter": FILTER, "counter": STR}, ("filter",))
    r.effect("return_all_from_graveyard", blb_effects.ReturnAllFromGraveyard, {"filter": FILTER, "tapped": BOOL},
             ("filter",))
    r.effect("scry", scry.Scry, {"amount": AMOUNT})
    r.effect("target_players_mill", blb_effects.TargetPlayersMill, {"amount": AMOUNT}, ("amount",))
    r.effect("may_sacrifice_then_return", blb_effects.MaySacrificeThenReturn, {"n": AMOUNT, "filter": FILTER, "card": FILTER,
                                                                               "counter": STR}, ("n", "filter", "card"))
    r.effect("exile_targets_then_return", blb_effects.ExileTargetsThenReturn, {"counters": COUNTERS})


# --- registration: every block, in one place ----------------------------------------------------------
# The modules of the later set work hold their own blocks, each registering into REGISTRY with this module's kinds;
# they are imported here, after the kinds and the functions above are defined.
from mtg_rulings.reference_engine.cards import (  # noqa: E402
    blocks_blb_a_k,  # Bloomburrow A-K: copies, the turn's history, free casts (707.10, 119.3, 608.2g)
    blocks_crime,  # "if you've committed a crime this turn", free casts, graveyard cards (700.13)
    blocks_h_combat,  # ward and the combat cards of Bloomburrow (702.21)
    blocks_h_copy,  # control changes, coin flips and copies (613.1b, 705, 707)
    blocks_h_gift,  # gift on permanents (702.174b)
    blocks_plot,  # plot, saddle, spree and reflexive triggers (702.170, 702.171, 603.12)
    otj_blocks,  # plot, crimes' conditions and the other mechanics of Outlaws of Thunder Junction
)

for _register in (
    _builtin,
    _attachments_and_replacements,
    _exile_and_mana,
    resolving.register,  # amounts counted and choices made as it resolves (reference_engine/resolving.py)
    saddle.register,  # saddle and crew (reference_engine/saddle.py)
    becomes.register,  # "becomes a white Rabbit" (reference_engine/becomes.py)
    blocks_blb_a_k.register,
    blocks_h_gift.register,
    _blb_l_z,
    otj_blocks.register,
    _fin_more,
    blocks_h_combat.register,
    blocks_h_copy.register,
    blocks_plot.register,
    blocks_crime.register,
):
    _register(REGISTRY)
