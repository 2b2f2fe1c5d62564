Feature: Plot: exiling a card from the hand as a special action, and casting it on a later turn for free
  Aloe Alchemist {1}{G} — Creature — Plant Warlock 3/2: Trample. When this card becomes plotted, target creature
  gets +3/+2 and gains trample until end of turn. Plot {1}{G}.
  Blacksnag Buzzard {2}{B} — Creature — Bird 2/1: Flying. This creature enters with a +1/+1 counter on it if a
  creature died this turn. Plot {1}{B}.
  Cunning Coyote {1}{R} — Creature — Coyote 2/2: Haste. When this creature enters, another target creature you
  control gets +1/+1 and gains haste until end of turn. Plot {1}{R}.
  Irascible Wolverine {2}{R} — Creature — Wolverine 3/2: When this creature enters, exile the top card of your
  library. Until end of turn, you may play that card. Plot {2}{R}.
  Freestrider Commando {2}{G} — Creature — Centaur Mercenary 3/3: This creature enters with two +1/+1 counters on
  it if it wasn't cast or no mana was spent to cast it. Plot {3}{G}.
  Rise of the Varmints {3}{G} — Sorcery: Create X 2/1 green Varmint creature tokens, where X is the number of
  creature cards in your graveyard. Plot {2}{G}. Unscrupulous Contractor {2}{B} — Creature — Human Assassin 3/2:
  When this creature enters, you may sacrifice a creature. When you do, target player draws two cards and loses
  2 life. Plot {2}{B}. Outlaw Stitcher {3}{U} — Creature — Human Warlock 1/4: (an enters trigger) Plot {4}{U}.
  Plan the Heist {2}{U}{U} — Sorcery: Surveil 3 if you have no cards in hand. Then draw three cards. Plot {3}{U}.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions); the same texts are recorded for each plot card, so each card has its own rows. CR 702.170a (plot:
  any time its owner has priority in their main phase with an empty stack, pay the plot cost and exile the card
  from the hand), 702.170b and 116.2k (a special action: it doesn't use the stack), 702.170d (cast it on a later
  turn without paying its mana cost, in its owner's main phase with an empty stack), 118.9 (without paying its
  mana cost).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice's library, from the top, is Forest, Forest and Forest
    And Bob's library, from the top, is Mountain, Mountain and Mountain

  @ruling:d966395154eb @cr:702.170a
  Rule: Plot is paid and the card exiled from the hand in its owner's main phase while the stack is empty
    Plot abilities are written "Plot [cost]," which means "Any time you have priority during your main phase
    while the stack is empty, you may pay [cost] and exile this card from your hand. It becomes plotted."

    @id:otj-plot-main-phase-accepted
    Scenario Outline: In her main phase with an empty stack, Alice pays {plot} and exiles <card> from her hand
      Given Alice has <card> in her hand
      And Alice has <mana> in her mana pool
      When Alice plots <card> from her hand
      Then <card> is in exile
      And Alice's mana pool is empty
      And Alice has no <card> in her hand

      Examples:
        | card                 | mana         |
        | Aloe Alchemist       | {G}{C}       |
        | Blacksnag Buzzard    | {B}{C}       |
        | Cunning Coyote       | {R}{C}       |
        | Irascible Wolverine  | {R}{C}{C}    |
        | Freestrider Commando | {G}{C}{C}{C} |
        | Rise of the Varmints    | {G}{C}{C}    |
        | Outlaw Stitcher         | {U}{C}{C}{C}{C} |
        | Plan the Heist          | {U}{C}{C}{C} |

    @id:otj-plot-outside-main-phase-refused
    Scenario Outline: In her upkeep, Alice can't plot <card>
      Given it is Alice's upkeep
      And Alice has <card> in her hand
      And Alice has <mana> in her mana pool
      When Alice tries to plot <card> from her hand
      Then that is rejected by rule 702.170a
      And Alice has <card> in her hand

      Examples:
        | card                 | mana         |
        | Aloe Alchemist       | {G}{C}       |
        | Blacksnag Buzzard    | {B}{C}       |
        | Cunning Coyote       | {R}{C}       |
        | Irascible Wolverine  | {R}{C}{C}    |
        | Freestrider Commando | {G}{C}{C}{C} |
        | Rise of the Varmints    | {G}{C}{C}    |

    @id:otj-plot-with-spell-on-stack-refused
    Scenario Outline: With a spell on the stack, Alice can't plot <card>
      Given Alice has <card> and Lightning Bolt in her hand
      And Alice has <mana>{R} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Lightning Bolt from her hand
      And Alice tries to plot <card> from her hand
      Then that is rejected by rule 702.170a
      And Alice has <card> in her hand

      Examples:
        | card                 | mana         |
        | Aloe Alchemist       | {G}{C}       |
        | Blacksnag Buzzard    | {B}{C}       |
        | Cunning Coyote       | {R}{C}       |
        | Irascible Wolverine  | {R}{C}{C}    |
        | Freestrider Commando | {G}{C}{C}{C} |

    @id:otj-plot-cost-unpaid-refused
    Scenario Outline: Without mana for its plot cost, Alice can't plot <card>
      Given Alice has <card> in her hand
      And Alice has {C} in her mana pool
      When Alice tries to plot <card> from her hand
      Then that is rejected by rule 601.2h
      And Alice has <card> in her hand

      Examples:
        | card                 |
        | Aloe Alchemist       |
        | Blacksnag Buzzard    |
        | Cunning Coyote       |
        | Irascible Wolverine  |
        | Freestrider Commando |

  @ruling:74ad35ee5955 @cr:702.170d
  Rule: A plotted card is cast for free on a later turn, in its owner's main phase, not on the turn it was plotted
    You can't cast a plotted card on the same turn it became plotted. On any future turn, you may cast that card
    from exile without paying its mana cost during your main phase while the stack is empty.

    @id:otj-plot-cast-same-turn-refused
    Scenario Outline: <card> plotted this turn can't be cast from exile this turn
      Given Alice has <card> in her hand
      And Alice has <mana> in her mana pool
      When Alice plots <card> from her hand
      And Alice tries to cast <card> from exile
      Then that is rejected by rule 702.170d
      And <card> is in exile

      Examples:
        | card                 | mana         |
        | Aloe Alchemist       | {G}{C}       |
        | Blacksnag Buzzard    | {B}{C}       |
        | Cunning Coyote       | {R}{C}       |
        | Irascible Wolverine  | {R}{C}{C}    |
        | Freestrider Commando | {G}{C}{C}{C} |
        | Rise of the Varmints    | {G}{C}{C}    |
        | Unscrupulous Contractor | {B}{C}{C}    |

    @id:otj-plot-cast-later-turn-free
    Scenario Outline: On her next turn's main phase, Alice casts the plotted <card> with no mana
      Given Alice has <card> in her hand
      And Alice has <mana> in her mana pool
      When Alice plots <card> from her hand
      And the game advances to Bob's precombat main phase
      And the game advances to Alice's precombat main phase
      And Alice casts <card> from exile
      And all players pass priority until the stack is empty
      Then Alice controls <card>

      Examples:
        | card                 | mana         |
        | Aloe Alchemist       | {G}{C}       |
        | Blacksnag Buzzard    | {B}{C}       |
        | Cunning Coyote       | {R}{C}       |
        | Irascible Wolverine  | {R}{C}{C}    |
        | Freestrider Commando | {G}{C}{C}{C} |

    @id:otj-plot-cast-later-turn-upkeep-refused
    Scenario Outline: On her next turn, Alice can't cast the plotted <card> in her upkeep
      Given Alice has <card> in her hand
      And Alice has <mana> in her mana pool
      When Alice plots <card> from her hand
      And the game advances to Alice's upkeep
      And Alice tries to cast <card> from exile
      Then that is rejected by rule 702.170d
      And <card> is in exile

      Examples:
        | card                 | mana         |
        | Aloe Alchemist       | {G}{C}       |
        | Blacksnag Buzzard    | {B}{C}       |
        | Cunning Coyote       | {R}{C}       |
        | Irascible Wolverine  | {R}{C}{C}    |
        | Freestrider Commando | {G}{C}{C}{C} |
        | Rise of the Varmints    | {G}{C}{C}    |
        | Unscrupulous Contractor | {B}{C}{C}    |

  @ruling:039d8ca8ad52 @cr:702.170d @cr:118.9
  Rule: A plotted card is cast without paying its mana cost
    If you're casting a plotted card from exile without paying its mana cost, you can't choose to cast it for any
    other alternative costs. You can, however, pay additional costs, such as kicker costs. If the plotted card has
    any mandatory additional costs, those must still be paid to cast the spell.

    Neither card has an alternative or additional cost of its own, so these scenarios show the part of the ruling
    they can: the cast from exile pays nothing (118.9), where the same card cast from the hand pays its mana cost.

    @id:otj-plot-cast-without-mana-cost
    Scenario Outline: The plotted <card> is cast from exile with an empty mana pool
      Given Alice has <card> in her hand
      And Alice has <mana> in her mana pool
      When Alice plots <card> from her hand
      And the game advances to Bob's precombat main phase
      And the game advances to Alice's precombat main phase
      And Alice casts <card> from exile
      Then the stack, from the bottom, holds <card>

      Examples:
        | card                 | mana         |
        | Blacksnag Buzzard    | {B}{C}       |
        | Freestrider Commando | {G}{C}{C}{C} |

    @id:otj-plot-cast-from-hand-pays
    Scenario Outline: <card> cast from the hand with an empty mana pool is refused: it costs its mana cost
      Given Alice has <card> in her hand
      When Alice tries to cast <card> from her hand
      Then that is rejected by rule 601.2h
      And Alice has <card> in her hand

      Examples:
        | card                 |
        | Blacksnag Buzzard    |
        | Freestrider Commando |

  @ruling:08042dc1c829 @cr:702.170b @cr:116.2k
  Rule: Plotting is a special action: it doesn't use the stack, so no player can respond to it
    Exiling a card using its plot ability is a special action. Once you announce you're taking that action, no
    other player can respond by trying to remove that card from your hand.

    @id:otj-plot-special-action-no-stack
    Scenario: Blacksnag Buzzard plotted goes to exile at once, with nothing on the stack, and Alice keeps priority
      Given Alice has Blacksnag Buzzard and Lightning Bolt in her hand
      And Alice has {B}{C}{R} in her mana pool
      And Alice will choose Bob as targets
      When Alice plots Blacksnag Buzzard from her hand
      Then Blacksnag Buzzard is in exile
      And the stack is empty
      When Alice casts Lightning Bolt from her hand
      Then the stack, from the bottom, holds Lightning Bolt

    @id:otj-plot-spell-uses-stack
    Scenario: Blacksnag Buzzard cast as a spell goes on the stack, where players may respond to it
      Given Alice has Blacksnag Buzzard in her hand
      And Alice has {B}{C}{C} in her mana pool
      When Alice casts Blacksnag Buzzard from her hand
      Then the stack, from the bottom, holds Blacksnag Buzzard
      And Alice has no Blacksnag Buzzard in her hand
