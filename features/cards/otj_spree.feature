Feature: Spree: one or more modes, each with its additional cost, chosen as the spell is cast
  Explosive Derailment {R} — Instant — Spree: + {2} — Explosive Derailment deals 4 damage to target creature.
  + {2} — Destroy target artifact.
  Caught in the Crossfire {R}{R} — Instant — Spree: + {1} — Caught in the Crossfire deals 2 damage to each
  outlaw creature. + {1} — Caught in the Crossfire deals 2 damage to each non-outlaw creature.
  Trash the Town {G} — Instant — Spree: + {2} — Put two +1/+1 counters on target creature. + {1} — Target
  creature gains trample until end of turn. + {1} — Until end of turn, target creature gains "Whenever this
  creature deals combat damage to a player, draw two cards." (this third mode is declared not modelled: it
  needs combat damage).
  Unfortunate Accident {B} — Instant — Spree: + {2}{B} — Destroy target creature. + {1} — Create a 1/1 red
  Mercenary creature token with "{T}: Target creature you control gets +1/+0 until end of turn. Activate only
  as a sorcery."
  Requisition Raid {W} — Sorcery — Spree: + {1} — Destroy target artifact. + {1} — Destroy target enchantment.
  + {1} — Put a +1/+1 counter on each creature target player controls.
  Rustler Rampage {W} — Instant — Spree: + {1} — Untap all creatures target player controls. + {1} — Target
  creature gains double strike until end of turn.
  Insatiable Avarice {B} — Sorcery — Spree: + {2} — Search your library for a card, then shuffle and put that
  card on top. + {B}{B} — Target player draws three cards and loses 3 life.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions); the same texts are recorded for each spree card, so each card has its own rows. CR 702.172a
  (spree: one or more modes, each adding its cost), 700.2d (a mode is chosen once at most), 601.2b and 601.2f
  (modes and costs announced, the total cost), 601.2h (paying it), 202.3 (mana value: the mana cost only),
  608.2b (an illegal target is unaffected).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob controls Grizzly Bears, Memnite and Cloud, Midgar Mercenary

  @ruling:083f44e917cb @cr:702.172a @cr:601.2h
  Rule: A spree spell needs at least one mode, and its additional cost paid
    You must choose at least one of the listed modes and pay its associated additional cost in order to cast a
    spell with spree.

    @id:otj-spree-no-mode-refused
    Scenario Outline: <card> can't be cast with no mode chosen
      Given Alice has <card> in her hand
      And Alice has <mana> in her mana pool
      And Alice will choose no more modes
      When Alice tries to cast <card> from her hand
      Then that is rejected by rule 702.172a
      And Alice has <card> in her hand

      Examples:
        | card                    | mana            |
        | Explosive Derailment    | {R}{C}{C}       |
        | Caught in the Crossfire | {R}{R}{C}       |
        | Trash the Town          | {G}{C}{C}       |
        | Unfortunate Accident    | {B}{C}{B}{C}    |
        | Requisition Raid        | {W}{C}          |
        | Rustler Rampage         | {W}{C}          |
        | Insatiable Avarice      | {B}{C}{C}       |
        | Great Train Heist       | {R}{C}{C}       |

    @id:otj-spree-mode-cost-unpaid-refused
    Scenario Outline: With mana for <card>'s mana cost only, its chosen mode can't be paid for
      Given Alice has <card> in her hand
      And Alice has <mana> in her mana pool
      And Alice will choose the mode "<mode>"
      And Alice will choose no more modes
      When Alice tries to cast <card> from her hand
      Then that is rejected by rule 601.2h
      And Alice has <card> in her hand

      Examples:
        | card                    | mana   | mode                                                            |
        | Explosive Derailment    | {R}    | Explosive Derailment deals 4 damage to target creature.         |
        | Caught in the Crossfire | {R}{R} | Caught in the Crossfire deals 2 damage to each outlaw creature. |
        | Trash the Town          | {G}    | Put two +1/+1 counters on target creature.                      |
        | Unfortunate Accident    | {B}{C} | Destroy target creature.                                        |
        | Requisition Raid        | {W}    | Destroy target artifact.                                        |
        | Rustler Rampage         | {W}    | Untap all creatures target player controls.                     |
        | Insatiable Avarice      | {B}{C} | Target player draws three cards and loses 3 life.               |
        | Great Train Heist       | {R}    | Creatures you control get +1/+0 and gain first strike until end of turn. |

    @id:otj-spree-one-mode-paid-accepted
    Scenario Outline: With one mode chosen and its cost paid, <card> is cast
      Given Alice has <card> in her hand
      And Alice has <mana> in her mana pool
      And Alice will choose the mode "<mode>"
      And Alice will choose no more modes
      And Alice will choose <target> as targets
      When Alice casts <card> from her hand
      Then the stack, from the bottom, holds <card>
      And Alice's mana pool is empty

      Examples:
        | card                    | mana         | mode                                                    | target        |
        | Explosive Derailment    | {R}{C}{C}    | Explosive Derailment deals 4 damage to target creature. | Grizzly Bears |
        | Trash the Town          | {G}{C}{C}    | Put two +1/+1 counters on target creature.              | Grizzly Bears |
        | Unfortunate Accident    | {B}{C}{B}{C} | Destroy target creature.                                | Grizzly Bears |
        | Requisition Raid        | {W}{C}       | Destroy target artifact.                                | Memnite       |
        | Rustler Rampage         | {W}{C}       | Untap all creatures target player controls.             | Bob           |
        | Insatiable Avarice      | {B}{B}{B}    | Target player draws three cards and loses 3 life.       | Bob           |

    @id:otj-spree-crossfire-one-mode-paid-accepted
    Scenario: With one mode chosen and its cost paid, Caught in the Crossfire (no target) is cast
      Given Alice has Caught in the Crossfire in her hand
      And Alice has {R}{R}{C} in her mana pool
      And Alice will choose the mode "Caught in the Crossfire deals 2 damage to each outlaw creature."
      And Alice will choose no more modes
      When Alice casts Caught in the Crossfire from her hand
      Then the stack, from the bottom, holds Caught in the Crossfire
      And Alice's mana pool is empty

  @ruling:06db14604cae @cr:700.2d @cr:702.172a
  Rule: A spree spell's mode can't be chosen twice
    You can't choose the same mode more than once.

    @id:otj-spree-same-mode-twice-refused
    Scenario Outline: Choosing the mode "<mode>" of <card> a second time is refused
      Given Alice has <card> in her hand
      And Alice has <mana> in her mana pool
      And Alice will choose the mode "<mode>"
      And Alice will choose the mode "<mode>"
      When Alice tries to cast <card> from her hand
      Then that is rejected by rule 702.172a
      And Alice has <card> in her hand

      Examples:
        | card                    | mana               | mode                                                            |
        | Explosive Derailment    | {R}{C}{C}{C}{C}    | Explosive Derailment deals 4 damage to target creature.         |
        | Caught in the Crossfire | {R}{R}{C}{C}       | Caught in the Crossfire deals 2 damage to each outlaw creature. |
        | Trash the Town          | {G}{C}{C}{C}{C}    | Put two +1/+1 counters on target creature.                      |
        | Unfortunate Accident    | {B}{B}{B}{C}{C}{C} | Destroy target creature.                                        |
        | Requisition Raid        | {W}{C}{C}          | Destroy target artifact.                                        |
        | Rustler Rampage         | {W}{C}{C}          | Target creature gains double strike until end of turn.          |
        | Insatiable Avarice      | {B}{B}{B}{B}{B}    | Target player draws three cards and loses 3 life.               |
        | Great Train Heist       | {R}{C}{C}{C}{C}    | Creatures you control get +1/+0 and gain first strike until end of turn. |

    @id:otj-spree-two-modes-accepted
    Scenario Outline: Two different modes of <card> may be chosen, each cost paid
      Given Alice has <card> in her hand
      And Alice has <mana> in her mana pool
      And Alice will choose the mode "<first>"
      And Alice will choose the mode "<second>"
      And Alice will choose <targets> as targets
      When Alice casts <card> from her hand
      Then the stack, from the bottom, holds <card>
      And Alice's mana pool is empty

      Examples:
        | card                    | mana            | first                                                           | second                                                              | targets                      |
        | Explosive Derailment    | {R}{C}{C}{C}{C} | Explosive Derailment deals 4 damage to target creature.         | Destroy target artifact.                                            | Grizzly Bears, then Memnite  |
        | Trash the Town          | {G}{C}{C}{C}    | Put two +1/+1 counters on target creature.                      | Target creature gains trample until end of turn.                    | Grizzly Bears, then Memnite  |
        | Unfortunate Accident    | {B}{B}{C}{C}{C} | Destroy target creature.                                        | Create a 1/1 red Mercenary creature token with "{T}: Target creature you control gets +1/+0 until end of turn. Activate only as a sorcery." | Grizzly Bears |
        | Rustler Rampage         | {W}{C}{C}       | Untap all creatures target player controls.                     | Target creature gains double strike until end of turn.              | Bob, then Grizzly Bears      |

    @id:otj-spree-crossfire-two-modes-accepted
    Scenario: Both modes of Caught in the Crossfire may be chosen, each cost paid: every creature is dealt 2 damage
      Given Alice has Caught in the Crossfire in her hand
      And Alice has {R}{R}{C}{C} in her mana pool
      And Alice will choose the mode "Caught in the Crossfire deals 2 damage to each outlaw creature."
      And Alice will choose the mode "Caught in the Crossfire deals 2 damage to each non-outlaw creature."
      When Alice casts Caught in the Crossfire from her hand
      And all players pass priority until the stack is empty
      Then Bob has Grizzly Bears, Memnite and Cloud, Midgar Mercenary in his graveyard

  @ruling:596973c3f895 @cr:202.3 @cr:702.172a
  Rule: A spree spell's mana value is that of its mana cost, whatever modes were chosen
    The mana value of a spell with spree is determined only by its mana cost. It doesn't matter which modes you
    choose or which additional costs you pay.

    @id:otj-spree-mana-value-mana-cost-only
    Scenario Outline: <card> cast with <n> mode(s) has mana value 1 on the stack
      Given Alice has <card> in her hand
      And Alice has <mana> in her mana pool
      And Alice will choose the mode "<first>"
      And Alice will choose <rest>
      And Alice will choose <targets> as targets
      When Alice casts <card> from her hand
      Then <card> on the stack has mana value 1

      Examples:
        | card                 | n | mana            | first                                                   | rest                                                        | targets                     |
        | Explosive Derailment | 1 | {R}{C}{C}       | Explosive Derailment deals 4 damage to target creature. | no more modes                                               | Grizzly Bears               |
        | Explosive Derailment | 2 | {R}{C}{C}{C}{C} | Explosive Derailment deals 4 damage to target creature. | the mode "Destroy target artifact."                         | Grizzly Bears, then Memnite |
        | Trash the Town       | 1 | {G}{C}{C}       | Put two +1/+1 counters on target creature.              | no more modes                                               | Grizzly Bears               |
        | Trash the Town       | 2 | {G}{C}{C}{C}    | Put two +1/+1 counters on target creature.              | the mode "Target creature gains trample until end of turn." | Grizzly Bears, then Memnite |

  @ruling:1674259e559a @cr:601.2b @cr:702.172a
  Rule: The modes chosen as the spree spell is cast are the ones that happen
    You choose the modes as you cast the spell with spree. Once modes are chosen, they can't be changed.

    @id:otj-spree-derailment-only-chosen-mode-happens
    Scenario: Explosive Derailment cast for its damage mode only leaves Bob's artifact alone
      Given Alice has Explosive Derailment in her hand
      And Alice has {R}{C}{C} in her mana pool
      And Alice will choose the mode "Explosive Derailment deals 4 damage to target creature."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears as targets
      When Alice casts Explosive Derailment from her hand
      And all players pass priority until the stack is empty
      Then Bob has Grizzly Bears in his graveyard
      And Bob controls Memnite

    @id:otj-spree-derailment-artifact-mode-happens
    Scenario: Explosive Derailment cast for its artifact mode only destroys Memnite and deals no damage
      Given Alice has Explosive Derailment in her hand
      And Alice has {R}{C}{C} in her mana pool
      And Alice will choose the mode "Destroy target artifact."
      And Alice will choose no more modes
      And Alice will choose Memnite as targets
      When Alice casts Explosive Derailment from her hand
      And all players pass priority until the stack is empty
      Then Bob has Memnite in his graveyard
      And Bob controls Grizzly Bears

    @id:otj-spree-crossfire-only-chosen-mode-happens
    Scenario: Caught in the Crossfire cast for its outlaw mode only: the non-outlaw creatures aren't dealt damage
      Given Alice has Caught in the Crossfire in her hand
      And Alice has {R}{R}{C} in her mana pool
      And Alice will choose the mode "Caught in the Crossfire deals 2 damage to each outlaw creature."
      And Alice will choose no more modes
      When Alice casts Caught in the Crossfire from her hand
      And all players pass priority until the stack is empty
      Then Bob has Cloud, Midgar Mercenary in his graveyard
      And Bob controls Grizzly Bears and Memnite

  @ruling:6f4050a44cef @cr:700.12
  Rule: Caught in the Crossfire: a creature with one outlaw type among others is an outlaw
    An outlaw is an Assassin, Mercenary, Pirate, Rogue, or Warlock. A creature is an outlaw if it has one or
    more of those creature types.

    @id:otj-crossfire-human-soldier-mercenary-is-outlaw
    Scenario: The non-outlaw mode spares Cloud, a Human Soldier Mercenary, and destroys the others
      Given Alice has Caught in the Crossfire in her hand
      And Alice has {R}{R}{C} in her mana pool
      And Alice will choose the mode "Caught in the Crossfire deals 2 damage to each non-outlaw creature."
      And Alice will choose no more modes
      When Alice casts Caught in the Crossfire from her hand
      And all players pass priority until the stack is empty
      Then Bob controls Cloud, Midgar Mercenary
      And Bob has Grizzly Bears and Memnite in his graveyard

  @ruling:606559ba45c1 @cr:601.2c @cr:115.1
  Rule: Trash the Town: each chosen mode has its own target, and one creature may be the target of both
    Each chosen mode requires a target. You may choose the same creature as the target for multiple modes.

    @id:otj-trash-the-town-same-target-two-modes
    Scenario: Both modes of Trash the Town target Grizzly Bears: it gets the two counters
      Given Alice has Trash the Town in her hand
      And Alice has {G}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Put two +1/+1 counters on target creature."
      And Alice will choose the mode "Target creature gains trample until end of turn."
      And Alice will choose Grizzly Bears, then Grizzly Bears as targets
      When Alice casts Trash the Town from her hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears has 2 +1/+1 counters
      And Grizzly Bears is 4/4

    @id:otj-trash-the-town-each-mode-needs-a-target
    Scenario: A chosen mode of Trash the Town needs a legal target of its own: a player isn't one
      Given Alice has Trash the Town in her hand
      And Alice has {G}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Put two +1/+1 counters on target creature."
      And Alice will choose the mode "Target creature gains trample until end of turn."
      And Alice will choose Grizzly Bears, then Bob as targets
      When Alice tries to cast Trash the Town from her hand
      Then that is rejected by rule 115.1
      And Alice has Trash the Town in her hand

    @id:otj-spree-raid-two-modes-accepted
    Scenario: Two of Requisition Raid's three modes may be chosen, each cost paid
      Given Alice has Requisition Raid in her hand
      And Alice has {W}{C}{C} in her mana pool
      And Alice will choose the mode "Destroy target artifact."
      And Alice will choose the mode "Put a +1/+1 counter on each creature target player controls."
      And Alice will choose no more modes
      And Alice will choose Memnite, then Bob as targets
      When Alice casts Requisition Raid from her hand
      And all players pass priority until the stack is empty
      Then Bob has Memnite in his graveyard
      And Grizzly Bears has 1 +1/+1 counter

    @id:otj-spree-avarice-two-modes-accepted
    Scenario: Both modes of Insatiable Avarice may be chosen, each cost paid
      Given Alice has Insatiable Avarice in her hand
      And Alice's library, from the top, is Island, Forest
      And Bob's library, from the top, is Island, Island, Island
      And Alice has {B}{B}{B}{C}{C} in her mana pool
      And Alice will choose the mode "Search your library for a card, then shuffle and put that card on top."
      And Alice will choose the mode "Target player draws three cards and loses 3 life."
      And Alice will choose Bob as targets
      And Alice will choose Forest when searching
      When Alice casts Insatiable Avarice from her hand
      And all players pass priority until the stack is empty
      Then the top card of Alice's library is Forest
      And Bob has 3 Island in his hand
      And Bob's life total is 17

  @ruling:1674259e559a @cr:601.2b @cr:702.172a
  Rule: The modes chosen as it is cast are the ones that happen (Unfortunate Accident, Requisition Raid, Rustler Rampage, Insatiable Avarice)
    You choose the modes as you cast the spell with spree. Once modes are chosen, they can't be changed.

    @id:otj-spree-accident-token-mode-only
    Scenario: Unfortunate Accident cast for its token mode only destroys nothing
      Given Alice has Unfortunate Accident in her hand
      And Alice has {B}{C} in her mana pool
      And Alice will choose the mode "Create a 1/1 red Mercenary creature token with "{T}: Target creature you control gets +1/+0 until end of turn. Activate only as a sorcery.""
      And Alice will choose no more modes
      When Alice casts Unfortunate Accident from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Mercenary
      And Bob controls Grizzly Bears, Memnite and Cloud, Midgar Mercenary

    @id:otj-spree-raid-counters-mode-only
    Scenario: Requisition Raid cast for its counters mode only: Bob's creatures get a counter, Memnite isn't destroyed
      Given Alice has Requisition Raid in her hand
      And Alice has {W}{C} in her mana pool
      And Alice will choose the mode "Put a +1/+1 counter on each creature target player controls."
      And Alice will choose no more modes
      And Alice will choose Bob as targets
      When Alice casts Requisition Raid from her hand
      And all players pass priority until the stack is empty
      Then Memnite has 1 +1/+1 counter
      And Grizzly Bears has 1 +1/+1 counter
      And Bob controls Memnite

    @id:otj-spree-rampage-untap-mode-only
    Scenario: Rustler Rampage cast for its untap mode only untaps Bob's creatures
      Given Bob controls Llanowar Elves (tapped)
      And Alice has Rustler Rampage in her hand
      And Alice has {W}{C} in her mana pool
      And Alice will choose the mode "Untap all creatures target player controls."
      And Alice will choose no more modes
      And Alice will choose Bob as targets
      When Alice casts Rustler Rampage from her hand
      And all players pass priority until the stack is empty
      Then Llanowar Elves is untapped

    @id:otj-spree-avarice-draw-mode-only
    Scenario: Insatiable Avarice cast for its draw mode only: Bob draws three and loses 3 life, Alice searches nothing
      Given Alice has Insatiable Avarice in her hand
      And Bob's library, from the top, is Island, Island, Island
      And Alice has {B}{B}{B} in her mana pool
      And Alice will choose the mode "Target player draws three cards and loses 3 life."
      And Alice will choose no more modes
      And Alice will choose Bob as targets
      When Alice casts Insatiable Avarice from her hand
      And all players pass priority until the stack is empty
      Then Bob has 3 Island in his hand
      And Bob's life total is 17

  @ruling:5352a82a9712 @cr:701.23 @cr:701.24a
  Rule: Insatiable Avarice: the library is shuffled before the found card is put on top
    For the first mode, you shuffle your library before putting the found card on top. The card you searched
    for won't be shuffled into your library.

    @id:otj-avarice-found-card-on-top
    Scenario: Alice finds Swamp, the bottom card: after the shuffle it is on top of her library
      Given Alice has Insatiable Avarice in her hand
      And Alice's library, from the top, is Island, Forest, Plains, Mountain, Swamp
      And Alice has {B}{C}{C} in her mana pool
      And Alice will choose the mode "Search your library for a card, then shuffle and put that card on top."
      And Alice will choose no more modes
      And Alice will choose Swamp when searching
      When Alice casts Insatiable Avarice from her hand
      And all players pass priority until the stack is empty
      Then the top card of Alice's library is Swamp

    @id:otj-avarice-nothing-found @cr:701.23d
    Scenario: With her library empty, Alice's search for a card finds nothing, and nothing is put on top
      CR 701.23d: a search simply for "a card" must find one while the library holds any (beside an Island,
      Alice can't choose to find nothing); it finds as many as possible, here none, as her library is empty.
      The spell still resolves.

      Given Alice has Insatiable Avarice in her hand
      And Alice has {B}{C}{C} in her mana pool
      And Alice will choose the mode "Search your library for a card, then shuffle and put that card on top."
      And Alice will choose no more modes
      And Alice will choose nothing when searching
      When Alice casts Insatiable Avarice from her hand
      And all players pass priority until the stack is empty
      Then Alice has Insatiable Avarice in her graveyard
