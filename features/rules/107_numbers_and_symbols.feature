Feature: 107 Numbers and symbols
  The last three rules paragraphs on every seed ruling page: X in enters abilities (107.3m), the tap
  symbol {T} (107.5) and the untap symbol {Q} (107.6), with summoning sickness (302.6).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:x-must-be-chosen-while-casting @cr:107.3a @cr:601.2b @cr:732.1
  Scenario: X is chosen while casting; a spell with X can't be cast without a value for it
    CR 107.3a: the controller of a spell with X in its mana cost chooses and announces the value of X
    as part of casting it (CR 601.2b). A cast that announces no value can't be completed, and nothing
    moves (CR 732.1).

    Given Alice has Endless One in her hand
    And Alice has {C}{C} in her mana pool
    When Alice tries to cast Endless One from her hand
    Then that is rejected by rule 107.3a
    And Alice has Endless One in her hand
    And Alice's mana pool is {C}{C}

  @id:x-adds-x-generic-to-the-total-cost @cr:601.2f @cr:107.3 @cr:601.2h @cr:732.1
  Scenario: With X = 3, Endless One's {X} costs three generic mana: two mana can't pay for it
    CR 601.2f: the total cost is the mana cost with the chosen value of X in place of {X} (CR 107.3), so
    Endless One cast with X = 3 costs {3}. Alice's {C}{C} can't pay it (CR 601.2h), and nothing moves (CR
    732.1). The boundary is x-pays-exactly-x-generic: with four mana, exactly three are spent.

    Given Alice has Endless One in her hand
    And Alice has {C}{C} in her mana pool
    When Alice tries to cast Endless One from her hand with X = 3
    Then that is rejected by rule 601.2h
    And Alice has Endless One in her hand
    And Alice's mana pool is {C}{C}

  @id:x-pays-exactly-x-generic @cr:601.2f @cr:107.3 @cr:601.2h
  Scenario: With X = 3 and four mana in her pool, Alice pays three for Endless One and keeps one
    CR 601.2f: Endless One cast with X = 3 has a total cost of {3}, no more and no less; paying it (CR 601.2h)
    leaves one of Alice's four colorless mana in her pool.

    Given Alice has Endless One in her hand
    And Alice has {C}{C}{C}{C} in her mana pool
    When Alice casts Endless One from her hand with X = 3
    Then Alice's mana pool is {C}
    And Endless One on the stack has mana value 3

  @ruling:66b01a2ae04e @cr:107.3m
  Rule: 107.3m An enters ability or replacement effect that refers to X uses the X paid for the spell
    If an object's enters-the-battlefield triggered ability or replacement effect refers to X, and the
    spell that became that object as it resolved had a value of X chosen for any of its costs, the
    value of X for that ability is the same as the value of X for that spell, although the value of X
    for that permanent is 0. This is an exception to rule 107.3i.

    @id:x-endless-one-enters-with-x-counters @cr:614.1c @cr:107.3g
    Scenario: Endless One enters with X +1/+1 counters, and its mana value on the battlefield is 0
      Given Alice has Endless One in her hand
      And Alice has {C}{C}{C} in her mana pool
      When Alice casts Endless One from her hand with X = 3
      Then Endless One on the stack has mana value 3
      When all players pass priority
      Then Endless One has 3 +1/+1 counters
      And Endless One is 3/3
      And Endless One on the battlefield has mana value 0

    @id:x-hangarback-walker-x-twice @cr:614.1c @cr:107.3g
    Scenario: Hangarback Walker costs {X}{X}: X = 2 costs four mana and gives two counters
      Given Alice has Hangarback Walker in her hand
      And Alice has {C}{C}{C}{C} in her mana pool
      When Alice casts Hangarback Walker from her hand with X = 2
      Then Hangarback Walker on the stack has mana value 4
      When all players pass priority
      Then Hangarback Walker has 2 +1/+1 counters
      And Hangarback Walker on the battlefield has mana value 0

    @id:x-enters-trigger-uses-spells-x @cr:603.2d
    Scenario: An enters-triggered ability that refers to X uses the spell's X, on each additional instance too
      Given Alice controls Traveling Chocobo
      And Alice has The Goose Mother in her hand
      And Alice has {G}{U}{C}{C}{C} in her mana pool
      When Alice casts The Goose Mother from her hand with X = 3
      And all players pass priority
      Then The Goose Mother has 3 +1/+1 counters
      And the triggered abilities put on the stack are 2 from The Goose Mother
      When all players pass priority until the stack is empty
      Then Alice controls 4 Food

    @id:x-not-cast-means-zero @cr:107.3m @cr:704.5f
    Scenario: A permanent put onto the battlefield without being cast has no X: its enters effects use 0
      Given Alice has Endless One and The Goose Mother in her hand
      When an effect puts Endless One and The Goose Mother from Alice's hand onto the battlefield under her control
      Then Alice controls no Endless One
      And Alice has Endless One in her graveyard
      And The Goose Mother is 2/2
      When all players pass priority until the stack is empty
      Then Alice controls no Food

  @ruling:ebde2643a633 @cr:107.5 @cr:302.6
  Rule: 107.5 {T}: tap this permanent; a creature must have been controlled since its controller's turn began
    The tap symbol is {T}. The tap symbol in an activation cost means "Tap this permanent." A
    permanent that's already tapped can't be tapped again to pay the cost. A creature's activated
    ability with the tap symbol in its activation cost can't be activated unless the creature has been
    under its controller's control continuously since their most recent turn began. See rule 302.6.

    @id:tap-untapped-permanent
    Scenario: An untapped Forest pays {T}
      Given Alice controls Forest
      When Alice activates Forest's "{T}: Add {G}." ability
      Then Forest is tapped
      And Alice's mana pool is {G}

    @id:tap-already-tapped
    Scenario: A tapped permanent can't pay {T} again
      Given Alice controls Forest (tapped)
      When Alice tries to activate Forest's "{T}: Add {G}." ability
      Then that is rejected by rule 107.5
      And Alice's mana pool is empty

    @id:tap-summoning-sick-creature
    Scenario: A creature that came under Alice's control this turn can't pay {T}
      Given Alice controls Llanowar Elves (summoning sick)
      When Alice tries to activate Llanowar Elves's "{T}: Add {G}." ability
      Then that is rejected by rule 302.6
      And Llanowar Elves is untapped

    @id:tap-creature-next-turn
    Scenario: Once Alice's next turn begins, the creature can pay {T}
      Given it is Bob's end step
      And Alice controls Llanowar Elves (summoning sick)
      And Alice's library, from the top, is Forest
      And Bob's library, from the top, is Island
      When the game advances to Alice's upkeep
      And Alice activates Llanowar Elves's "{T}: Add {G}." ability
      Then Alice's mana pool is {G}

    @id:tap-new-land @cr:305.1
    Scenario: A land played this turn isn't limited by 302.6 and pays {T} at once
      Given Alice has Forest in her hand
      When Alice plays Forest from her hand
      And Alice activates Forest's "{T}: Add {G}." ability
      Then Alice's mana pool is {G}

    @id:tap-new-noncreature-artifact
    Scenario: A noncreature artifact cast this turn pays {T} at once
      Given Alice has Fellwar Stone in her hand
      And Alice has {C}{C} in her mana pool
      And Bob controls Island
      When Alice casts Fellwar Stone from her hand
      And all players pass priority
      And Alice activates Fellwar Stone's "{T}: Add one mana of any color that a land an opponent controls could produce." ability
      Then Alice's mana pool is {U}

  @ruling:c1ddacb99fd3 @cr:107.6 @cr:302.6
  Rule: 107.6 {Q}: untap this permanent; a creature must have been controlled since its controller's turn began
    The untap symbol is {Q}. The untap symbol in an activation cost means "Untap this permanent." A
    permanent that's already untapped can't be untapped again to pay the cost. A creature's activated
    ability with the untap symbol in its activation cost can't be activated unless the creature has
    been under its controller's control continuously since their most recent turn began. See rule
    302.6.

    @id:untap-tapped-pili-pala @cr:605.1a
    Scenario: A tapped Pili-Pala pays {Q} and its mana
      Given Alice controls Pili-Pala (tapped)
      And Alice has {C}{C} in her mana pool
      And Alice will choose blue as the color of mana
      When Alice activates Pili-Pala's "{2}, {Q}: Add one mana of any color." ability
      Then Pili-Pala is untapped
      And Alice's mana pool is {U}

    @id:untap-already-untapped
    Scenario: An untapped Pili-Pala can't pay {Q}
      Given Alice controls Pili-Pala
      And Alice has {C}{C} in her mana pool
      When Alice tries to activate Pili-Pala's "{2}, {Q}: Add one mana of any color." ability
      Then that is rejected by rule 107.6
      And Alice's mana pool is {C}{C}

    @id:untap-summoning-sick
    Scenario: A tapped creature that came under Alice's control this turn can't pay {Q}
      Given Alice controls Pili-Pala (tapped, summoning sick)
      And Alice has {C}{C} in her mana pool
      When Alice tries to activate Pili-Pala's "{2}, {Q}: Add one mana of any color." ability
      Then that is rejected by rule 302.6
      And Pili-Pala is tapped

    @id:untap-order-of-whiteclay-returns @cr:202.3 @cr:115.1
    Scenario: Order of Whiteclay pays {Q} to return a creature card with mana value 3 or less
      Given Alice controls Order of Whiteclay (tapped)
      And Alice has Grazing Gladehart in her graveyard
      And Alice has {C}{W}{W} in her mana pool
      And Alice will choose Grazing Gladehart as targets
      When Alice activates Order of Whiteclay's "{1}{W}{W}, {Q}:" ability
      And all players pass priority
      Then Alice controls Grazing Gladehart
      And Order of Whiteclay is untapped

    @id:untap-order-of-whiteclay-no-target @cr:115.1 @cr:202.3 @cr:602.2b @cr:601.2c
    Scenario: Order of Whiteclay has no legal target when the only creature card has mana value 4
      Given Alice controls Order of Whiteclay (tapped)
      And Alice has Clockwork Condor in her graveyard
      And Alice has {W}{W}{W} in her mana pool
      When Alice tries to activate Order of Whiteclay's "{1}{W}{W}, {Q}:" ability
      Then that is rejected by rule 602.2b
      And Order of Whiteclay is tapped
      And Alice's mana pool is {W}{W}{W}
      And Alice has Clockwork Condor in her graveyard

    @id:x-is-zero-when-cast-without-paying @cr:107.3b @cr:608.2g
    Scenario: Endless One cast without paying its mana cost has X = 0
      CR 107.3b: a spell with {X} in its mana cost cast without paying its mana cost has X = 0. Clive's
      Hideaway lets Alice cast the exiled Endless One that way: it has mana value 0 on the stack.

      Given Alice controls Cloud, Midgar Mercenary, Teysa Karlov, Isamaru, Hound of Konda and The Goose Mother
      And Alice has Clive's Hideaway in her hand
      And Alice's library, from the top, is Endless One, Plains, Swamp, Mountain and Wastes
      And Alice will choose Endless One to exile with hideaway
      And Alice will answer the "you may" choices with yes
      And Alice has {C}{C} in her mana pool
      When Alice plays Clive's Hideaway from her hand
      And all players pass priority until the stack is empty
      And Alice activates Clive's Hideaway's "{2}, {T}:" ability
      And all players pass priority
      Then Endless One on the stack has mana value 0
