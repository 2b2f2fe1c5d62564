Feature: Aerith Gainsborough
  Aerith Gainsborough {2}{W} — Legendary Creature — Human Cleric 2/2
  Lifelink
  Whenever you gain life, put a +1/+1 counter on Aerith Gainsborough.
  When Aerith Gainsborough dies, put X +1/+1 counters on each legendary creature you control, where X is
  the number of +1/+1 counters on Aerith Gainsborough.

  Rulings: the FIN rulings file (features/fin.rulings.json), 2025-06-06. Life gain events (CR 119.9, 120.3f),
  the dies trigger looking back at the counters Aerith last had (CR 603.10a, 608.2h). The last ruling is
  recorded by one repository only (morvor/mtg-sim, which checks its citations against Scryfall data); the other
  four by two (wingedsheep/argentum-engine and morvor/mtg-sim).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:5e65d5595620 @cr:704.3 @cr:603.3 @cr:603.10a @cr:608.2h
  Rule: Dealt lethal damage as you gain life, Aerith dies first; her last ability counts the counters she last had
    If Aerith Gainsborough is dealt lethal damage at the same time that you gain life, it will die before
    its second ability would resolve. Its last ability will use the number of counters that were on it
    when it was last on the battlefield.

    @id:aerith-lethal-damage-dies-before-gain-trigger
    Scenario: Lightning Helix kills Aerith as Alice gains 3 life: Isamaru gets the one counter Aerith had
      Given Alice controls Aerith Gainsborough (with 1 +1/+1 counter) and Isamaru, Hound of Konda
      And Alice has Lightning Helix in her hand
      And Alice has {R}{W} in her mana pool
      And Alice will choose Aerith Gainsborough as targets
      And Alice will put her triggered abilities on the stack in the order Aerith Gainsborough, Aerith Gainsborough
      When Alice casts Lightning Helix from her hand
      And all players pass priority
      Then Alice has Aerith Gainsborough in her graveyard
      And the triggered abilities put on the stack are 2 from Aerith Gainsborough
      When all players pass priority until the stack is empty
      Then Isamaru, Hound of Konda has 1 +1/+1 counter
      And Alice's life total is 23

    @id:aerith-survives-damage-gain-trigger-resolves
    Scenario: Damage that isn't lethal leaves Aerith on the battlefield, and her second ability gives her a counter
      Given Alice controls Aerith Gainsborough (with 2 +1/+1 counters) and Isamaru, Hound of Konda
      And Alice has Lightning Helix in her hand
      And Alice has {R}{W} in her mana pool
      And Alice will choose Aerith Gainsborough as targets
      When Alice casts Lightning Helix from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Aerith Gainsborough
      When all players pass priority until the stack is empty
      Then Aerith Gainsborough has 3 +1/+1 counters
      And Isamaru, Hound of Konda has 0 +1/+1 counters

  @ruling:eb5a8924a7cf @cr:704.5f @cr:704.5q @cr:608.2h @cr:603.10a
  Rule: Killed by -1/-1 counters, Aerith's X counts the +1/+1 counters she had before them
    In the rare case where enough -1/-1 counters are put on Aerith Gainsborough at the same time to make
    its toughness 0 or less, the number of +1/+1 counters on it before it got those -1/-1 counters will
    be used to determine the value of X in its third ability.

    @id:aerith-minus-counters-x-is-plus-counters
    Scenario: Blight Rot's four -1/-1 counters kill a 3/3 Aerith with one +1/+1 counter: X is 1
      Given Alice controls Aerith Gainsborough (with 1 +1/+1 counter) and Isamaru, Hound of Konda
      And Bob has Blight Rot in his hand
      And Bob has {B}{C}{C} in his mana pool
      And Bob will choose Aerith Gainsborough as targets
      When Alice passes priority
      And Bob casts Blight Rot from his hand
      And all players pass priority
      Then Alice has Aerith Gainsborough in her graveyard
      And the triggered abilities put on the stack are 1 from Aerith Gainsborough
      When all players pass priority until the stack is empty
      Then Isamaru, Hound of Konda has 1 +1/+1 counter

    @id:aerith-minus-counters-no-plus-counters
    Scenario: Without +1/+1 counters, Aerith dying to -1/-1 counters puts no counters on Isamaru
      Given Alice controls Aerith Gainsborough and Isamaru, Hound of Konda (with 1 +1/+1 counter)
      And Bob has Blight Rot in his hand
      And Bob has {B}{C}{C} in his mana pool
      And Bob will choose Aerith Gainsborough as targets
      When Alice passes priority
      And Bob casts Blight Rot from his hand
      And all players pass priority until the stack is empty
      Then Alice has Aerith Gainsborough in her graveyard
      And Isamaru, Hound of Konda has 1 +1/+1 counter

  @ruling:94c75a591f4e @cr:119.9 @cr:603.2c
  Rule: Aerith's second ability triggers once for each life-gaining event, whatever the amount
    Aerith Gainsborough's second ability triggers just once for each life-gaining event, whether it's 1
    life from Al Bhed Salvagers or 3 life from Balamb T-Rexaur.

    @id:aerith-one-trigger-per-gain-al-bhed-and-food
    Scenario: Sacrificing a Food: 1 life from Al Bhed Salvagers and 3 life from the Food, one counter each
      Given Alice controls Aerith Gainsborough, Al Bhed Salvagers and Food
      And Alice has {C}{C} in her mana pool
      And Alice will choose Bob as targets
      When Alice activates Food's "{2}, {T}, Sacrifice this token" ability
      Then the triggered abilities put on the stack are 1 from Al Bhed Salvagers
      When all players pass priority until the stack is empty
      Then Aerith Gainsborough has 2 +1/+1 counters
      And Alice's life total is 24
      And Bob's life total is 19

    @id:aerith-one-trigger-for-three-life
    Scenario: Gaining 3 life at once puts one counter on Aerith, not three
      Given Alice controls Aerith Gainsborough
      And Alice has Lightning Helix in her hand
      And Alice has {R}{W} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Lightning Helix from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Aerith Gainsborough
      When all players pass priority until the stack is empty
      Then Aerith Gainsborough has 1 +1/+1 counter
      And Alice's life total is 23

  @ruling:4f4fab3d8bbd @cr:120.3f @cr:702.15b @cr:510.2 @cr:119.9
  Rule: Each creature with lifelink dealing combat damage is a separate life-gaining event
    Each creature with lifelink dealing combat damage causes a separate life-gaining event. For example,
    if two creatures you control with lifelink deal combat damage at the same time, Aerith Gainsborough's
    second ability will trigger twice.

    @id:aerith-two-lifelinkers-two-triggers
    Scenario: Aerith and Vampire Nighthawk deal combat damage together: Aerith's second ability triggers twice
      Given Alice controls Aerith Gainsborough and Vampire Nighthawk
      When Alice attacks with Aerith Gainsborough and Vampire Nighthawk
      And the game advances to Alice's combat damage step
      Then the triggered abilities put on the stack are 2 from Aerith Gainsborough
      And Bob's life total is 16
      When all players pass priority until the stack is empty
      Then Aerith Gainsborough has 2 +1/+1 counters
      And Alice's life total is 24

    @id:aerith-one-lifelinker-one-trigger
    Scenario: Aerith attacking alone deals combat damage once: her second ability triggers once
      Given Alice controls Aerith Gainsborough and Vampire Nighthawk
      When Alice attacks with Aerith Gainsborough
      And the game advances to Alice's combat damage step
      Then the triggered abilities put on the stack are 1 from Aerith Gainsborough
      When all players pass priority until the stack is empty
      Then Aerith Gainsborough has 1 +1/+1 counter
      And Alice's life total is 22

  @ruling:3a7fcfb76356 @cr:119.9 @cr:608.2h
  Rule: Life gained "for each" of something is one event
    If you gain an amount of life "for each" of something or "equal to the number" of something, that
    life is gained as one event and Aerith Gainsborough's second ability triggers only once.

    Wording as recorded by morvor/mtg-sim only (single source).

    @id:aerith-for-each-one-event
    Scenario: Peach Garden Oath with three creatures gains 6 life as one event: one counter
      Given Alice controls Aerith Gainsborough, Isamaru, Hound of Konda and Llanowar Elves
      And Alice has Peach Garden Oath in her hand
      And Alice has {W} in her mana pool
      When Alice casts Peach Garden Oath from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Aerith Gainsborough
      When all players pass priority until the stack is empty
      Then Aerith Gainsborough has 1 +1/+1 counter
      And Alice's life total is 26

    @id:aerith-for-each-aerith-alone
    Scenario: Peach Garden Oath with Aerith alone gains 2 life: still one counter
      Given Alice controls Aerith Gainsborough
      And Alice has Peach Garden Oath in her hand
      And Alice has {W} in her mana pool
      When Alice casts Peach Garden Oath from her hand
      And all players pass priority until the stack is empty
      Then Aerith Gainsborough has 1 +1/+1 counter
      And Alice's life total is 22
