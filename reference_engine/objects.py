"""Players, zones and game objects: the nouns of the game state.

Sources: 108-111 (cards, permanents, spells, tokens), 712 (double-faced cards), 400.1 (zones: each player has a library, hand and
graveyard; battlefield, stack and exile are shared), 400.7 (an object that changes zones becomes a new
object), 302.6 (summoning sickness), 122 (counters).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from mtg_rulings.reference_engine.mana import ManaPool

if TYPE_CHECKING:
    from mtg_rulings.reference_engine.abilities import ActivatedAbility, Effect, TriggeredAbility
    from mtg_rulings.reference_engine.cards.model import CardDef


class Zone:
    """An ordered zone (400.1). For a library, index 0 is the top card (401.1)."""

    def __init__(self, name: str, owner: Player | None = None) -> None:
        self.name = name
        self.owner = owner
        self.objects: list[GameObject] = []

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(list(self.objects))

    def __len__(self) -> int:
        return len(self.objects)

    def __contains__(self, obj: object) -> bool:
        return obj in self.objects

    def top(self) -> GameObject | None:
        return self.objects[0] if self.objects else None

    def __repr__(self) -> str:
        who = f"{self.owner.name}'s " if self.owner else ""
        return f"<{who}{self.name}: {len(self.objects)}>"


@dataclass(eq=False)
class Team:
    """A Two-Headed Giant team (810.2): its players share a life total (810.9) and a turn (810.2, 805.4)."""

    players: list[Player]
    life: int = 30


@dataclass(eq=False)
class Player:
    """A player (102) with the zones each player owns (400.1) and a mana pool (106.4). A player on a
    Two-Headed Giant team reads and changes the team's life total (810.9)."""

    name: str
    index: int
    own_life: int = 20
    team: Team | None = None
    lands_played: int = 0
    crimes_this_turn: int = 0  # crimes committed this turn (700.13, reference_engine/crimes.py)
    left_graveyard_this_turn: int = 0  # times a card left this player's graveyard this turn (Bonecache Overseer)
    foods_sacrificed_this_turn: int = 0  # Foods this player sacrificed this turn (701.21a)
    mana_spent_on_spells: int = 0  # total mana spent to cast spells this turn (700.14, reference_engine/expend.py)
    expend_crossed: tuple[int, int] = (0, 0)  # that total before and after the last payment (700.14)
    land_plays_allowed: int = 1
    has_lost: bool = False
    drew_from_empty: bool = False
    life_lost_this_turn: int = 0  # life lost this turn, however it was lost (119.3, 119.4, 120.3a); reset each turn
    life_gained_this_turn: int = 0  # life gained this turn (119.3); reset each turn
    hexproof_until_end_of_turn: bool = False  # "you gain hexproof until end of turn" (702.11c, 514.2)
    drawn_this_turn: int = 0  # cards drawn this turn ("your third card each turn"); reset as each turn begins
    mana_pool: ManaPool = field(default_factory=ManaPool)
    #: Permissions to play the top card of this player's library, for other players too
    #: (mtg_rulings.reference_engine.permissions.LibraryTopPermission, 601.3, 305.1).
    top_permissions: list[Any] = field(default_factory=list)
    #: Permissions to cast spells from this player's graveyard by foraging
    #: (mtg_rulings.reference_engine.forage.ForageGrant, 601.3).
    graveyard_grants: list[Any] = field(default_factory=list)
    library: Zone = field(init=False)
    hand: Zone = field(init=False)
    graveyard: Zone = field(init=False)

    def __post_init__(self) -> None:
        self.library = Zone("library", self)
        self.hand = Zone("hand", self)
        self.graveyard = Zone("graveyard", self)

    @property
    def life(self) -> int:
        return self.team.life if self.team else self.own_life

    @life.setter
    def life(self, value: int) -> None:
        if self.team:
            self.team.life = value
        else:
            self.own_life = value

    def __repr__(self) -> str:
        return self.name


@dataclass(eq=False)
class GameObject:
    """A card or token in a zone, or a spell on the stack (109).

    ``sick`` is true while its controller has not controlled it continuously since their most recent
    turn began (302.6). ``x`` is the value of X chosen while it was cast, kept for enters abilities
    (107.3m). ``id`` is renewed on every zone change, because the result is a new object (400.7).
    """

    id: int
    card: CardDef
    owner: Player
    controller: Player
    zone: Zone
    is_token: bool = False
    tapped: bool = False
    sick: bool = False
    counters: Counter[str] = field(default_factory=Counter)
    damage: int = 0
    deathtouched: bool = False
    x: int | None = None
    timestamp: int = 0
    until_end_of_turn: list[tuple[int, int]] = field(default_factory=list)
    keywords_until_end_of_turn: list[str] = field(default_factory=list)  # 611.2c, ending at cleanup (514.2)
    attached_to: GameObject | None = None
    face_down: bool = False
    chosen_color: str | None = None
    attacking: bool = False
    targets: list[Any] = field(default_factory=list)
    #: The counters it had each time it left the battlefield, by the id it had there: last known information of
    #: each object it was (608.2h, 400.7), for an ability of one of them resolving after it came back.
    left_with_counters: dict[int, dict[str, int]] = field(default_factory=dict)
    last_power: int | None = None  # its power as it last existed on the battlefield (608.2h)
    exile_instead_of_graveyard: bool = False  # a spell exiled instead of going to a graveyard (614.1a, free_casts.py)
    last_on_stack: Any = None  # as it last existed on the stack, when it left it (608.2h; reference_engine/copies.py)
    cast_as_adventure: bool = False  # being cast, or on the stack, as an Adventure (715.3)
    on_adventure: Player | None = None  # exiled by resolving as an Adventure: this player may play it (715.3d)
    copy_of: CardDef | None = None  # the copiable values it has as a copy (707.2)
    is_copy: bool = False  # a copy of a spell: it ceases to exist outside the stack (704.5e)
    flashback: bool = False  # cast with flashback: exiled instead of going anywhere else (702.34a)
    mana_spent: int = 0  # the mana spent to cast it, while it is a spell (601.2h)
    chosen_name: str | None = None  # a card name chosen as it entered (614.12)
    #: Continuous effects of resolved spells and abilities on this object (611.2): layers.ObjectEffect.
    effects: list[Any] = field(default_factory=list)
    #: Permissions to play this card from the zone it is in (601.3, 305.1): permissions.PlayPermission.
    permissions: list[Any] = field(default_factory=list)
    cast_from: str | None = None  # the zone a spell was cast from (601.2a): "hand", "graveyard", "exile", "library"
    class_level: int = 1  # a Class's level (716.2a), 1 until it gains one (716.2d); a new object is level 1 (716.2b)
    enters_with: tuple[tuple[str, int], ...] = ()  # counters a spell's permanent enters with for how it was cast (forage.py)
    offspring_paid: bool = False  # its offspring cost was paid as it was cast (702.175a, reference_engine/offspring.py)
    gift_to: Any = None  # the opponent a spell's gift was promised to (702.174a, reference_engine/gift.py)
    mode: Any = None  # the mode chosen for a modal spell (601.2b, 700.2a), an index into its modes; a spree
    # spell's ((index, number of targets), ...) (reference_engine/spree.py)
    transformed: bool = False  # a double-faced permanent with its back face up (712.8e, 701.27g)
    transforms: int = 0  # how many times it has transformed on the battlefield, for 701.27f
    resolutions: dict[tuple[int, str], int] = field(default_factory=dict)  # (turn, ability) -> times resolved
    #: Objects exiled by this object's linked abilities (607.2a), as (object, its id then).
    links: list[tuple[GameObject, int]] = field(default_factory=list)
    #: What was attached to it when it last left the battlefield, as (object, its id then): last known information
    #: for "an Equipment that was attached to it" (608.2h).
    last_attached: list[tuple[GameObject, int]] = field(default_factory=list)
    #: Cards exiled "until this leaves the battlefield" (610.3), as (object, its id then).
    until_leaves: list[tuple[GameObject, int]] = field(default_factory=list)

    @property
    def last_counters(self) -> dict[str, int]:
        """The counters it had when it last left the battlefield (608.2h): the latest of ``left_with_counters``."""
        return next(reversed(self.left_with_counters.values()), {})

    @property
    def name(self) -> str:
        """Its name now: a copy's (707.2), the face that's up (712.8e); an Adventure's on the stack is the game's
        to say (``Game.face``)."""
        card = self.copy_of or self.card
        return card.back.name if self.transformed and card.back is not None else card.name

    def __repr__(self) -> str:
        return f"{self.name}#{self.id}"


@dataclass(eq=False)
class StackAbility:
    """An activated or triggered ability on the stack (113.1b, 405.1).

    ``trigger_cause`` is the object whose event made a triggered ability trigger, if any.
    """

    id: int
    source: GameObject
    controller: Player
    text: str
    effect: Effect
    kind: str  # "triggered" or "activated"
    ability: TriggeredAbility | ActivatedAbility | None = None
    trigger_cause: GameObject | None = None
    x: int | None = None
    targets: list[Any] = field(default_factory=list)
    source_transforms: int = 0  # the source's transform count when put on the stack (701.27f)
    #: The source's id when the ability was put on the stack: if it has left its zone since, it is a new object
    #: (400.7) with a new id, and "this permanent" in the ability no longer refers to it.
    source_id: int = 0
    #: The source's name when the ability was put on the stack: it is independent of its source (113.7a), and
    #: its source may have left or transformed since.
    source_name: str = ""

    def __post_init__(self) -> None:
        self.source_name = self.source_name or self.source.name
        self.source_id = self.source_id or self.source.id

    @property
    def name(self) -> str:
        return self.source_name

    def __repr__(self) -> str:
        return f"<{self.kind} ability of {self.source}>"
