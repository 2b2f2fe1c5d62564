Feature: Wishing Well: the card is cast while the reflexive ability resolves, for free, with X = 0
  Wishing Well {3}{U} — Artifact: {T}: Put a coin counter on this artifact. When you do, you may cast target
  instant or sorcery card with mana value equal to the number of coin counters on this artifact from your
  graveyard without paying its mana cost. If that spell would be put into your graveyard, exile it instead.
  Activate only as a sorcery.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 603.12 (the reflexive triggered ability: its target is chosen as it is put on the stack, with
  the new coin counter counted), 608.2g (a spell cast while an ability resolves: then or never), 118.9 and
  107.3b (without paying its mana cost: X is 0), 614.1a (exiled instead of put into the graveyard), 202.3 (mana
  value).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Grizzly Bears

  @ruling:abf0acf623dd @cr:608.2g @cr:603.12
  Rule: The card is cast while the reflexive ability resolves, ignoring its type's timing; not later
    You cast the instant or sorcery while the ability is resolving and still on the stack. You can't wait to cast
    it later in the turn. Timing restrictions based on the card's type are ignored.

    @id:blb-wishing-well-sorcery-cast-while-resolving
    Scenario: The reflexive ability targets Peach Garden Oath (mana value 1, one coin counter); Alice casts it as the ability resolves and gains 2 life
      Given Alice controls Wishing Well
      And Alice has Peach Garden Oath in her graveyard
      And Alice will choose Peach Garden Oath as targets
      And Alice will answer the "you may" choices with yes
      When Alice activates Wishing Well's "{T}: Put a coin counter" ability
      And all players pass priority
      Then Wishing Well has 1 coin counter
      And the triggered abilities put on the stack are 1 from Wishing Well
      When all players pass priority
      Then the stack, from the bottom, holds Peach Garden Oath
      When all players pass priority until the stack is empty
      Then Alice's life total is 22
      And Peach Garden Oath is in exile

    @id:blb-wishing-well-declined-cant-cast-later
    Scenario: Alice declines to cast Peach Garden Oath as the ability resolves: it stays in her graveyard, and she can't cast it from there later
      Given Alice controls Wishing Well
      And Alice has Peach Garden Oath in her graveyard
      And Alice has {W} in her mana pool
      And Alice will choose Peach Garden Oath as targets
      And Alice will answer the "you may" choices with no
      When Alice activates Wishing Well's "{T}: Put a coin counter" ability
      And all players pass priority until the stack is empty
      And Alice tries to cast Peach Garden Oath from her graveyard
      Then that is rejected by rule 601.3
      And Alice has Peach Garden Oath in her graveyard
      And Alice's life total is 20

  @ruling:43ab5061f66c @cr:107.3b @cr:118.9
  Rule: A card with {X} in its mana cost is cast with X = 0
    If the spell you cast has {X} in its mana cost, you must choose 0 as the value of X when casting it without
    paying its mana cost.

    @id:blb-wishing-well-another-round-x-zero
    Scenario: With its third coin counter, Wishing Well lets Alice cast Another Round ({X}{X}{2}{W}, mana value 3 in the graveyard) for free: X is 0, so its mana value on the stack is 3
      Given Alice controls Wishing Well (with 2 coin counters)
      And Alice has Another Round in her graveyard
      And Alice will choose Another Round as targets
      And Alice will answer the "you may" choices with yes
      When Alice activates Wishing Well's "{T}: Put a coin counter" ability
      And all players pass priority
      And all players pass priority
      Then Another Round on the stack has mana value 3

    @id:blb-wishing-well-another-round-x-chosen-from-hand
    Scenario: Cast from the hand with X = 1, Another Round's mana value on the stack is 5
      Given Alice has Another Round in her hand
      And Alice has {W}{C}{C}{C}{C} in her mana pool
      When Alice casts Another Round from her hand with X = 1
      Then Another Round on the stack has mana value 5
