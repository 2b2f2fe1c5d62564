Feature: 400.7 An ability of a permanent that left and came back doesn't act on the new object
  An object that moves from one zone to another becomes a new object with no memory of, or relation to,
  its previous existence (CR 400.7). An ability that says "this creature" acts on the permanent that put it
  on the stack: if that permanent left the battlefield while the ability waited, nothing links the permanent
  that came back to it, so the ability doesn't pump it or put counters on it; what the ability needs to know
  about the permanent that was comes from its last known information (CR 608.2h).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:new-object-not-pumped-by-old-landfall @cr:400.7 @cr:611.2c
  Scenario: Ambrosia Whiteheart that died and returned while its landfall ability waits isn't pumped
    CR 400.7: Ambrosia Whiteheart's landfall ability tells the Ambrosia that put it on the stack to get +1/+0
    until end of turn. That Ambrosia dies to Murder and Order of Whiteclay returns the card: the Ambrosia on
    the battlefield is a new object, so the ability does nothing and it stays 2/2.

    Given Alice controls Ambrosia Whiteheart, Order of Whiteclay (tapped), 3 Swamp and 3 Plains
    And Alice has Plains and Murder in her hand
    And Alice will choose Ambrosia Whiteheart, then Ambrosia Whiteheart as targets
    And Alice will answer the "you may" choices with no
    When Alice plays Plains from her hand
    Then the triggered abilities put on the stack are 1 from Ambrosia Whiteheart
    When Alice casts Murder from her hand by tapping 3 Swamp
    And all players pass priority
    Then Alice has Ambrosia Whiteheart in her graveyard
    When Alice activates Plains's "{T}: Add {W}." ability
    And Alice activates Plains's "{T}: Add {W}." ability
    And Alice activates Plains's "{T}: Add {W}." ability
    And Alice activates Order of Whiteclay's "{1}{W}{W}, {Q}:" ability
    And all players pass priority
    Then Alice controls Ambrosia Whiteheart
    When all players pass priority until the stack is empty
    Then Ambrosia Whiteheart is 2/2

  @id:same-object-pumped-by-its-landfall @cr:400.7 @cr:611.2a
  Scenario: Ambrosia Whiteheart that stays on the battlefield gets +1/+0 from its landfall ability
    The boundary of new-object-not-pumped-by-old-landfall: the Ambrosia that put the ability on the stack is
    still the same object as it resolves, so it gets +1/+0 until end of turn (CR 611.2a): 3/2.

    Given Alice controls Ambrosia Whiteheart
    And Alice has Plains in her hand
    When Alice plays Plains from her hand
    Then the triggered abilities put on the stack are 1 from Ambrosia Whiteheart
    When all players pass priority until the stack is empty
    Then Ambrosia Whiteheart is 3/2

  @id:new-object-gets-no-counter-from-old-landfall @cr:400.7 @cr:122.1
  Scenario: Sazh's Chocobo that died and returned while its landfall ability waits gets no +1/+1 counter
    CR 400.7: Sazh's Chocobo's landfall ability puts a +1/+1 counter on the Chocobo that put it on the
    stack. That Chocobo dies to Murder and Order of Whiteclay returns the card: the returned Chocobo is a new
    object, so the ability puts no counter on it and it stays 0/1.

    Given Alice controls Sazh's Chocobo, Order of Whiteclay (tapped), 3 Swamp and 3 Plains
    And Alice has Forest and Murder in her hand
    And Alice will choose Sazh's Chocobo, then Sazh's Chocobo as targets
    When Alice plays Forest from her hand
    Then the triggered abilities put on the stack are 1 from Sazh's Chocobo
    When Alice casts Murder from her hand by tapping 3 Swamp
    And all players pass priority
    Then Alice has Sazh's Chocobo in her graveyard
    When Alice activates Plains's "{T}: Add {W}." ability
    And Alice activates Plains's "{T}: Add {W}." ability
    And Alice activates Plains's "{T}: Add {W}." ability
    And Alice activates Order of Whiteclay's "{1}{W}{W}, {Q}:" ability
    And all players pass priority
    Then Alice controls Sazh's Chocobo
    When all players pass priority until the stack is empty
    Then Sazh's Chocobo has 0 +1/+1 counters
    And Sazh's Chocobo is 0/1

  @id:same-object-gets-counter-from-its-landfall @cr:400.7 @cr:122.1
  Scenario: Sazh's Chocobo that stays on the battlefield gets a +1/+1 counter from its landfall ability
    The boundary of new-object-gets-no-counter-from-old-landfall: the Chocobo that put the ability on the
    stack is still the same object as it resolves, so it gets the counter (CR 122.1): 1/2.

    Given Alice controls Sazh's Chocobo
    And Alice has Forest in her hand
    When Alice plays Forest from her hand
    And all players pass priority until the stack is empty
    Then Sazh's Chocobo has 1 +1/+1 counter
    And Sazh's Chocobo is 1/2

  @id:returned-source-dies-again-thopters-from-each-object @cr:400.7 @cr:608.2h @cr:603.10a @cr:704.5f
  Scenario: Hangarback Walker dies, returns and dies again: each dies ability counts the counters of its own object
    CR 608.2h: Hangarback Walker's dies ability counts the +1/+1 counters of the Walker that died, as it last
    existed on the battlefield. The Walker dies with two counters; Order of Whiteclay returns the card while the
    ability waits, a new object (CR 400.7) that enters with X = 0 counters and dies at once as a 0/0 (CR
    704.5f). The second ability counts no counters, but the first still counts the two of the Walker that
    triggered it: two Thopters in all. The boundary, a Walker that dies once with its counters, is
    hades-opponents-permanent-still-dies.

    Given Alice controls Hangarback Walker (with 2 +1/+1 counters), Order of Whiteclay (tapped), 3 Swamp and 3 Plains
    And Alice has Murder in her hand
    And Alice will choose Hangarback Walker, then Hangarback Walker as targets
    When Alice casts Murder from her hand by tapping 3 Swamp
    And all players pass priority
    Then Alice has Hangarback Walker in her graveyard
    And the triggered abilities put on the stack are 1 from Hangarback Walker
    When Alice activates Plains's "{T}: Add {W}." ability
    And Alice activates Plains's "{T}: Add {W}." ability
    And Alice activates Plains's "{T}: Add {W}." ability
    And Alice activates Order of Whiteclay's "{1}{W}{W}, {Q}:" ability
    And all players pass priority
    Then Alice has Hangarback Walker in her graveyard
    When all players pass priority until the stack is empty
    Then Alice controls 2 Thopter

  @id:returned-source-x-counts-counters-of-the-object-that-died @cr:400.7 @cr:608.2h @cr:603.10a
  Scenario: Aerith Gainsborough dies and returns while its dies ability waits: X counts the counters of the Aerith that died
    CR 608.2h: the X of Aerith Gainsborough's dies ability is the number of +1/+1 counters on the Aerith that
    died, as it last existed on the battlefield. Order of Whiteclay returns the card while the ability waits: the
    Aerith on the battlefield is a new object with no counters (CR 400.7), and doesn't change X, which stays 2.
    As a legendary creature Alice controls, the new Aerith is one of those that get the counters, as Isamaru is.
    The boundary, an Aerith that dies once, is aerith-lethal-damage-dies-before-gain-trigger.

    Given Alice controls Aerith Gainsborough (with 2 +1/+1 counters), Isamaru, Hound of Konda, Order of Whiteclay (tapped), 3 Swamp and 3 Plains
    And Alice has Murder in her hand
    And Alice will choose Aerith Gainsborough, then Aerith Gainsborough as targets
    When Alice casts Murder from her hand by tapping 3 Swamp
    And all players pass priority
    Then Alice has Aerith Gainsborough in her graveyard
    And the triggered abilities put on the stack are 1 from Aerith Gainsborough
    When Alice activates Plains's "{T}: Add {W}." ability
    And Alice activates Plains's "{T}: Add {W}." ability
    And Alice activates Plains's "{T}: Add {W}." ability
    And Alice activates Order of Whiteclay's "{1}{W}{W}, {Q}:" ability
    And all players pass priority
    Then Alice controls Aerith Gainsborough
    When all players pass priority until the stack is empty
    Then Isamaru, Hound of Konda has 2 +1/+1 counters
    And Aerith Gainsborough has 2 +1/+1 counters
