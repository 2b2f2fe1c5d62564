"""How the step vocabulary reads card lists, zones, steps and mana in the CR's words.

Card lists use decklist notation: ``2 Traveling Chocobo, Sazh's Chocobo and Forest``; an item may
say ``no Forest`` (zero) and may carry a status in parentheses: ``Forest (tapped)``,
``Llanowar Elves (summoning sick)``, ``Sazh's Chocobo (with 2 +1/+1 counters)``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache

from mtg_rulings.reference_engine.cards import ADVENTURES, BACK_FACES, CARDS, TOKENS, UnknownCard
from mtg_rulings.reference_engine.mana import ManaError, parse_mana

TOKEN_NAMES = frozenset(TOKENS)  # names of tokens that card effects create

STEP_NAMES: dict[str, str] = {
    "untap step": "untap", "upkeep": "upkeep", "upkeep step": "upkeep", "draw step": "draw",
    "precombat main phase": "precombat_main", "beginning of combat step": "beginning_of_combat",
    "declare attackers step": "declare_attackers", "declare blockers step": "declare_blockers",
    "combat damage step": "combat_damage", "end of combat step": "end_of_combat",
    "postcombat main phase": "postcombat_main", "end step": "end", "cleanup step": "cleanup",
}

PLAYER = r"(?P<player>[A-Z][a-z]+)"
PRONOUN = r"(?:her|his|their)"


class StepError(ValueError):
    """A step whose text can't be turned into scenario data (unknown card, step, mana...)."""


@dataclass
class CardItem:
    name: str
    count: int = 1
    tapped: bool = False
    summoning_sick: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    attached_to: str | None = None
    named: str | None = None


MAX_COPIES = 250  # copies of one card in a card list item
MAX_LIST_CARDS = 1000  # cards in one card list
MAX_STEP_CHARS = 1000  # characters in one step's text (steps/collection.py refuses longer ones)
MAX_NUMBER_DIGITS = 6  # digits in any number in a step (life totals, counts, X)

_ITEM = re.compile(r"^(?:(?P<count>\d+|no) )?(?P<name>[^()]+?)(?: \((?P<status>[^()]*)\))?$")
_COUNTERS = re.compile(r"with (\d+) (\S+) counters?")
_SEPARATORS = re.compile(r"(, then |, and |, | and | then )")


def check_card_name(name: str, tokens_ok: bool = False, faces_ok: bool = False) -> str:
    """Raise :class:`StepError` unless ``name`` is a card in the project's card data (with ``faces_ok``, also
    the back face of a double-faced card: a check may name the face that's up, 712.8e; a setup names cards)."""
    if name in CARDS or (tokens_ok and name in TOKEN_NAMES) or (faces_ok and name in BACK_FACES):
        return name
    raise StepError(str(UnknownCard(name)))


def check_spell_name(name: str) -> str:
    """A card name, or the name of an Adventure (cast as that Adventure, 715.3)."""
    return name if name in ADVENTURES else check_card_name(name)


def _known(item: str, tokens_ok: bool = True) -> bool:
    m = _ITEM.match(item)
    return m is not None and (m["name"] in CARDS or m["name"] in BACK_FACES or (tokens_ok and m["name"] in TOKEN_NAMES))


def split_list(text: str) -> list[str]:
    """``A, B and C`` or ``A, then B`` into items."""
    return [p.strip() for p in _SEPARATORS.split(text)[::2] if p.strip()]


def _known_status(status: str) -> bool:
    return status in ("tapped", "summoning sick") or bool(_COUNTERS.fullmatch(status)) or (
        status.startswith("attached to ") and status.removeprefix("attached to ") in CARDS) or (
        status.startswith("naming ") and (status.removeprefix("naming ") in CARDS
                                          or status.removeprefix("naming ") in ADVENTURES))


@lru_cache(maxsize=1)
def _max_name_pieces() -> int:
    """The most list pieces one name can span: 1 + the most separators in any card, token or Adventure name
    ("Cloud, Midgar Mercenary" spans 2). Bounds how far :func:`split_cards` looks ahead."""
    names = [*CARDS, *TOKEN_NAMES, *ADVENTURES]
    return 1 + max((len(_SEPARATORS.findall(n)) for n in names), default=0)


_TOKENS = re.compile(r"[()]|" + _SEPARATORS.pattern.strip("()"))


def _top_level(text: str) -> list[str]:
    """``text`` split at separators outside parentheses: alternately an item and the separator after it.
    An unclosed parenthesis keeps the rest of the text in one item."""
    out, start, depth = [], 0, 0
    for m in _TOKENS.finditer(text):
        if m[0] == "(":
            depth += 1
        elif m[0] == ")":
            depth = max(depth - 1, 0)
        elif depth == 0:
            out += [text[start:m.start()], m[0]]
            start = m.end()
    out.append(text[start:])
    return out


def split_cards(text: str, known: Callable[[str], bool] = _known) -> list[str]:
    """Like :func:`split_list`, but keeps card names that contain commas ("Cloud, Midgar Mercenary")
    and parenthesised statuses whole: pieces are joined back wherever the longer piece is ``known``.

    Linear in the length of ``text``: separators inside parentheses never split, and a joined piece spans
    at most as many pieces as the longest name can (:func:`_max_name_pieces`)."""
    parts = _top_level(text)
    window = 2 * _max_name_pieces() - 1  # pieces and the separators between them
    items: list[str] = []
    i = 0
    while i < len(parts):
        best = i  # a piece alone, unless joined with the next ones it makes a known name
        for j in range(i + 2, min(len(parts), i + window), 2):
            if known("".join(parts[i:j + 1])):
                best = j
        items.append("".join(parts[i:best + 1]).strip())
        i = best + 2
    return [x for x in items if x]


def parse_cards(text: str, tokens_ok: bool = False, faces_ok: bool = False) -> list[CardItem]:
    """Read a card list in decklist notation, checking every name (``faces_ok``: back faces too, for checks);
    at most :data:`MAX_COPIES` copies of an item and :data:`MAX_LIST_CARDS` cards in all (a setup is a game
    position, not a stress test)."""
    items = []
    total = 0
    for part in split_cards(text):
        m = _ITEM.match(part)
        if not m:
            raise StepError(f"can't read card list item {part!r:.100}")
        count = 0 if m["count"] == "no" else int(m["count"] or 1)
        total += count
        if count > MAX_COPIES or total > MAX_LIST_CARDS:
            raise StepError(f"too many cards: {part[:80]!r} makes {total} (at most {MAX_COPIES} copies of a card and "
                            f"{MAX_LIST_CARDS} cards in one list)")
        item = CardItem(check_card_name(m["name"], tokens_ok, faces_ok), count)
        for status in split_cards(m["status"] or "", _known_status):
            if status == "tapped":
                item.tapped = True
            elif status == "summoning sick":
                item.summoning_sick = True
            elif c := _COUNTERS.fullmatch(status):
                item.counters[c[2]] = int(c[1])
            elif status.startswith("attached to "):
                item.attached_to = check_card_name(status.removeprefix("attached to "))
            elif status.startswith("naming "):
                named = status.removeprefix("naming ")
                item.named = named if named in ADVENTURES else check_card_name(named)
            else:
                raise StepError(f"unknown status {status!r} for {item.name}; use tapped, summoning sick, "
                                "with N <kind> counters, attached to <card>, or naming <card name>")
        items.append(item)
    return items


def card_counts(text: str) -> dict[str, int]:
    counts: dict[str, int] = {}
    for item in parse_cards(text, tokens_ok=True, faces_ok=True):
        counts[item.name] = counts.get(item.name, 0) + item.count
    return counts


def parse_step(text: str) -> str:
    try:
        return STEP_NAMES[text]
    except KeyError:
        raise StepError(f"unknown step or phase {text!r}; known: {', '.join(STEP_NAMES)}") from None


def parse_zone(text: str) -> tuple[str, str | None]:
    """The zone and, for another player's, its owner (CR 108.3): ``her hand`` -> (hand, None); ``the top of her
    library`` -> (library, None); ``her graveyard`` -> (graveyard, None); ``exile`` -> (exile, None); ``the top of
    Alice's library`` -> (library, Alice); ``Alice's graveyard`` -> (graveyard, Alice). ``her library`` (a card
    anywhere in it) is for an attempt the rules refuse: only the top card may be played (601.3, 305.1)."""
    if text == "exile":
        return "exile", None
    m = re.fullmatch(rf"(?:the top of )?(?:{PRONOUN}|(?P<owner>[A-Z][a-z]+)'s) (?P<zone>hand|library|graveyard)", text)
    if not m or (m["zone"] != "library" and text.startswith("the top of")) or (m["owner"] and m["zone"] == "hand"):
        raise StepError(f"unknown zone {text!r}; say 'her hand', 'her graveyard', 'the top of her library', 'exile', "
                        "or another player's: 'the top of Alice's library', 'Alice's graveyard'")
    return m["zone"], m["owner"]


def check_mana(text: str) -> str:
    try:
        parse_mana(text)
    except ManaError as e:
        raise StepError(str(e)) from None
    return text


def mana_amounts(text: str) -> dict[str, int]:
    return {} if text == "empty" else dict(parse_mana(check_mana(text)))
