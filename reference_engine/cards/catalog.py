"""Every card the reference engine knows: Oracle data (with its source) and its abilities.

Each definition lists the Oracle text as data, then one building block per sentence, in order. Oracle
wording comes from the project's card reference (``ORACLE_2026``: current Oracle wording as found in
public card data in late 2026, copied into ``shared/reference/cards.md`` beside the project).
"""

from __future__ import annotations

import difflib

from reference_engine.abilities import (
    ARTIFACT,
    CREATURE,
    LAND,
    SELF,
    YOU_CONTROL,
    ActivatedAbility,
    AdditionalTrigger,
    Cost,
    CreateTokens,
    Filter,
    GainLife,
    LookAtLibraryTopAnyTime,
    May,
    PlayFromLibraryTop,
    PumpSelf,
    PutCounters,
    TriggeredAbility,
    mana_ability,
    subtype,
)
from reference_engine.cards.model import CardDef
from reference_engine.mana import ManaCost

ORACLE_2026 = "Oracle wording, late 2026 (shared/reference/cards.md)"

FOOD = Filter("Food", lambda g, o, s: "Food" in g.characteristics(o).subtypes)
BIRD = subtype("Bird")

# --- tokens (111.4: a token's characteristics are set by the effect that creates it) --------------

FOOD_TOKEN = CardDef(
    name="Food", type_line="Artifact — Food", is_token=True, source="Gilded Goose's Oracle text",
    oracle_text="{2}, {T}, Sacrifice this token: You gain 3 life.",
    abilities=(
        ActivatedAbility("{2}, {T}, Sacrifice this token: You gain 3 life.",
                         Cost(mana=ManaCost.parse("{2}"), tap=True, sacrifice=SELF), GainLife(3, "gain 3 life")),
    ),
)

CHOCOBO_RACETRACK_BIRD = CardDef(
    name="Bird", type_line="Creature — Bird", is_token=True, power=2, toughness=2, colors=("G",),
    source="Chocobo Racetrack's Oracle text",
    oracle_text="Whenever a land you control enters, this token gets +1/+0 until end of turn.",
    abilities=(
        TriggeredAbility("Whenever a land you control enters, this token gets +1/+0 until end of turn.",
                         "enters", LAND & YOU_CONTROL, PumpSelf(1, 0, "this token gets +1/+0 until end of turn")),
    ),
)


def _basic(name: str, mana: str) -> CardDef:
    return CardDef(name=name, type_line=f"Basic Land — {name}", oracle_text=f"({{T}}: Add {{{mana}}}.)",
                   source=ORACLE_2026 + "; 305.6 gives basic land types their mana ability",
                   abilities=(mana_ability(f"{{T}}: Add {{{mana}}}.", mana),))


_CARDS: list[CardDef] = [
    _basic("Plains", "W"), _basic("Island", "U"), _basic("Swamp", "B"), _basic("Mountain", "R"), _basic("Forest", "G"),
    CardDef(name="Wastes", type_line="Basic Land", oracle_text="{T}: Add {C}.", source=ORACLE_2026,
            abilities=(mana_ability("{T}: Add {C}.", "C"),)),
    CardDef(
        name="Traveling Chocobo", mana_cost="{2}{G}", type_line="Creature — Bird", power=3, toughness=2,
        source=ORACLE_2026,
        oracle_text=(
            "You may look at the top card of your library any time.\n"
            "You may play lands and cast Bird spells from the top of your library.\n"
            "If a land or Bird you control entering the battlefield causes a triggered ability of a permanent you "
            "control to trigger, that ability triggers an additional time."),
        abilities=(
            LookAtLibraryTopAnyTime(),
            PlayFromLibraryTop(lands=True, spells=BIRD, text="play lands and cast Bird spells from the top of your library"),
            AdditionalTrigger("enters", (LAND | BIRD) & YOU_CONTROL),
        ),
    ),
    CardDef(
        name="Sazh's Chocobo", mana_cost="{G}", type_line="Creature — Bird", power=0, toughness=1, source=ORACLE_2026,
        oracle_text="Landfall — Whenever a land you control enters, put a +1/+1 counter on this creature.",
        abilities=(
            TriggeredAbility("Landfall — Whenever a land you control enters, put a +1/+1 counter on this creature.",
                             "enters", LAND & YOU_CONTROL, PutCounters("+1/+1", 1, "put a +1/+1 counter on this creature"),
                             keyword="landfall"),
        ),
    ),
    CardDef(
        name="Grazing Gladehart", mana_cost="{2}{G}", type_line="Creature — Antelope", power=2, toughness=2,
        source=ORACLE_2026,
        oracle_text="Landfall — Whenever a land you control enters, you may gain 2 life.",
        abilities=(
            TriggeredAbility("Landfall — Whenever a land you control enters, you may gain 2 life.",
                             "enters", LAND & YOU_CONTROL, May(GainLife(2), "gain 2 life"), keyword="landfall"),
        ),
    ),
    CardDef(
        name="Gilded Goose", mana_cost="{G}", type_line="Creature — Bird", power=0, toughness=2, source=ORACLE_2026,
        keywords=("Flying",),
        oracle_text=(
            "Flying\n"
            "When this creature enters, create a Food token. (It's an artifact with \"{2}, {T}, Sacrifice this "
            "token: You gain 3 life.\")\n"
            "{1}{G}, {T}: Create a Food token.\n"
            "{T}, Sacrifice a Food: Add one mana of any color."),
        abilities=(
            TriggeredAbility("When this creature enters, create a Food token.", "enters", SELF,
                             CreateTokens(FOOD_TOKEN, 1, "create a Food token")),
            ActivatedAbility("{1}{G}, {T}: Create a Food token.", Cost(mana=ManaCost.parse("{1}{G}"), tap=True),
                             CreateTokens(FOOD_TOKEN, 1, "create a Food token")),
            mana_ability("{T}, Sacrifice a Food: Add one mana of any color.", "any color", sacrifice=FOOD),
        ),
    ),
    CardDef(
        name="Llanowar Elves", mana_cost="{G}", type_line="Creature — Elf Druid", power=1, toughness=1,
        source=ORACLE_2026, oracle_text="{T}: Add {G}.", abilities=(mana_ability("{T}: Add {G}.", "G"),),
    ),
    CardDef(
        name="Chocobo Racetrack", mana_cost="{3}{G}{G}", type_line="Artifact", source=ORACLE_2026,
        oracle_text=("Landfall — Whenever a land you control enters, create a 2/2 green Bird creature token with "
                     "\"Whenever a land you control enters, this token gets +1/+0 until end of turn.\""),
        abilities=(
            TriggeredAbility("Landfall — Whenever a land you control enters, create a 2/2 green Bird creature token.",
                             "enters", LAND & YOU_CONTROL,
                             CreateTokens(CHOCOBO_RACETRACK_BIRD, 1, "create a 2/2 green Bird creature token"),
                             keyword="landfall"),
        ),
    ),
    CardDef(
        name="Panharmonicon", mana_cost="{4}", type_line="Artifact", source=ORACLE_2026,
        oracle_text=("If an artifact or creature entering causes a triggered ability of a permanent you control to "
                     "trigger, that ability triggers an additional time."),
        abilities=(AdditionalTrigger("enters", ARTIFACT | CREATURE),),
    ),
]

CARDS: dict[str, CardDef] = {c.name: c for c in _CARDS}


class UnknownCard(LookupError):
    """A card name the reference card data doesn't have; the message suggests close names."""

    def __init__(self, name: str) -> None:
        close = difflib.get_close_matches(name, CARDS, n=3)
        hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
        super().__init__(f"unknown card {name!r}{hint}")
        self.name = name


def card(name: str) -> CardDef:
    """The definition of the card named exactly ``name`` (its Oracle name). Raises :class:`UnknownCard`."""
    try:
        return CARDS[name]
    except KeyError:
        raise UnknownCard(name) from None
