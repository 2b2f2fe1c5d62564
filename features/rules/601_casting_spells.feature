Feature: 601 Casting spells: targets and paying the total cost
  Casting a spell: the player chooses its targets (CR 601.2c), among those its text allows (CR 115.1),
  then pays the total cost; partial payments aren't allowed (CR 601.2h). Mana of a colour pays a
  coloured symbol of that colour or generic mana, but the same mana can't pay twice. A spell that
  can't be cast this way is reversed as a whole (CR 732.1).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:generic-cost-needs-its-own-mana @cr:601.2h @cr:107.4
  Scenario: {G}{G} can't pay {2}{G}: the green mana for {G} can't also pay the generic part
    CR 601.2h: the player pays the total cost, and partial payments aren't allowed. Traveling Chocobo
    costs three mana; Alice has two.

    Given Alice has Traveling Chocobo in her hand
    And Alice has {G}{G} in her mana pool
    When Alice tries to cast Traveling Chocobo from her hand
    Then that is rejected by rule 601.2h
    And Alice has Traveling Chocobo in her hand
    And Alice's mana pool is {G}{G}

  @id:generic-cost-paid-with-colored-mana @cr:601.2h @cr:107.4
  Scenario: {G}{G}{G} pays {2}{G}: green mana pays the generic part too
    CR 601.2h: with three green mana, Alice pays {2}{G} and has nothing left.

    Given Alice has Traveling Chocobo in her hand
    And Alice has {G}{G}{G} in her mana pool
    When Alice casts Traveling Chocobo from her hand
    Then Alice's mana pool is empty
    When all players pass priority
    Then Alice controls Traveling Chocobo

  @id:colored-cost-needs-its-color @cr:601.2h @cr:107.4
  Scenario: Colourless mana can't pay a green symbol
    CR 601.2h: {G} must be paid with green mana; Alice's {C}{C}{C} pays only the generic part of {2}{G}.

    Given Alice has Traveling Chocobo in her hand
    And Alice has {C}{C}{C} in her mana pool
    When Alice tries to cast Traveling Chocobo from her hand
    Then that is rejected by rule 601.2h
    And Alice's mana pool is {C}{C}{C}

  @id:spell-without-a-legal-target @cr:601.2c @cr:115.1
  Scenario: Chop Down can't be cast when no creature has power 4 or greater
    CR 601.2c: a spell that requires a target can be cast only with a legal target; Bob's Llanowar
    Elves has power 1, and Chop Down targets a creature with power 4 or greater.

    Given Alice has Giant Killer in her hand
    And Alice has {W}{C}{C} in her mana pool
    And Bob controls Llanowar Elves
    When Alice tries to cast Chop Down from her hand
    Then that is rejected by rule 601.2c
    And Alice has Giant Killer in her hand
    And Alice's mana pool is {W}{C}{C}

  @id:spell-target-not-allowed-by-its-text @cr:115.1 @cr:601.2c
  Scenario: Chop Down can't target a creature with power less than 4, even when another is legal
    CR 115.1: a spell's text says what it can target. With Makindi Ox (4/4) on the battlefield, Chop
    Down has a legal target, but not Llanowar Elves.

    Given Alice has Giant Killer in her hand
    And Alice has {W}{C}{C} in her mana pool
    And Bob controls Llanowar Elves and Makindi Ox
    And Alice will choose Llanowar Elves as targets
    When Alice tries to cast Chop Down from her hand
    Then that is rejected by rule 115.1
    And Bob controls Llanowar Elves and Makindi Ox

  @id:spell-target-allowed-by-its-text @cr:115.1 @cr:701.8a
  Scenario: Chop Down destroys a creature with power 4
    CR 115.1: Makindi Ox has power 4, so Chop Down can target it, and destroys it.

    Given Alice has Giant Killer in her hand
    And Alice has {W}{C}{C} in her mana pool
    And Bob controls Llanowar Elves and Makindi Ox
    And Alice will choose Makindi Ox as targets
    When Alice casts Chop Down from her hand
    And all players pass priority
    Then Bob controls no Makindi Ox
    And Bob controls Llanowar Elves

  @id:copy-targets-only-instants-and-sorceries @cr:115.1
  Scenario: Twincast can't target a creature spell, even with an instant on the stack
    CR 115.1: Twincast says "target instant or sorcery spell". Lightning Bolt on the stack could be
    its target; Gilded Goose, a creature spell, can't.

    Given Alice has Gilded Goose and Lightning Bolt in her hand
    And Alice has {G}{R} in her mana pool
    And Alice will choose Bob as targets
    And Bob has Twincast in his hand
    And Bob has {U}{U} in his mana pool
    And Bob will choose Gilded Goose as targets
    When Alice casts Gilded Goose from her hand
    And Alice casts Lightning Bolt from her hand
    And Alice passes priority
    And Bob tries to cast Twincast from his hand
    Then that is rejected by rule 115.1
    And Bob has Twincast in his hand
    And Bob's mana pool is {U}{U}

  @id:copy-targets-an-instant @cr:115.1 @cr:707.10
  Scenario: Twincast copies Lightning Bolt, and the copy deals its damage too
    CR 707.10: Twincast puts a copy of the instant on the stack; Bob keeps Lightning Bolt's target for
    the copy, and each deals 3 damage.

    Given Alice has Lightning Bolt in her hand
    And Alice has {R} in her mana pool
    And Bob has Twincast in his hand
    And Bob has {U}{U} in his mana pool
    And Alice will choose Bob as targets
    And Bob will choose Lightning Bolt as targets
    And Bob will answer the "you may" choices with no
    When Alice casts Lightning Bolt from her hand
    And Alice passes priority
    And Bob casts Twincast from his hand
    And all players pass priority until the stack is empty
    Then Bob's life total is 14

  @id:copy-with-a-new-target @cr:707.10c
  Scenario: Bob chooses a new target for the copy: each Lightning Bolt deals its damage to its own target
    CR 707.10c: the controller of a copy may choose new targets for it. Bob's copy targets Alice.

    Given Alice has Lightning Bolt in her hand
    And Alice has {R} in her mana pool
    And Bob has Twincast in his hand
    And Bob has {U}{U} in his mana pool
    And Alice will choose Bob as targets
    And Bob will choose Lightning Bolt, then Alice as targets
    And Bob will answer the "you may" choices with yes
    When Alice casts Lightning Bolt from her hand
    And Alice passes priority
    And Bob casts Twincast from his hand
    And all players pass priority until the stack is empty
    Then Bob's life total is 17
    And Alice's life total is 17

  @id:creature-timing-needs-an-empty-stack @cr:302.1
  Scenario: A creature spell can't be cast while a spell is on the stack
    CR 302.1: a player who has priority may cast a creature card from their hand during a main phase of
    their turn when the stack is empty; Lightning Bolt is on the stack.

    Given Alice has Lightning Bolt and Gilded Goose in her hand
    And Alice has {R}{G} in her mana pool
    And Alice will choose Bob as targets
    When Alice casts Lightning Bolt from her hand
    And Alice tries to cast Gilded Goose from her hand
    Then that is rejected by rule 302.1
    And Alice has Gilded Goose in her hand
    And Alice's mana pool is {G}

  @id:spell-effects-in-order @cr:608.2c @cr:701.8a @cr:119.3
  Scenario: Swift End destroys its target, then its controller loses 2 life
    CR 608.2c: the spell's instructions are followed in order. Swift End: "Destroy target creature or
    planeswalker. You lose 2 life."

    Given Alice has Murderous Rider in her hand
    And Alice has {B}{B}{C} in her mana pool
    And Bob controls Makindi Ox
    And Alice will choose Makindi Ox as targets
    When Alice casts Swift End from her hand
    And all players pass priority
    Then Bob controls no Makindi Ox
    And Alice's life total is 18
    And Murderous Rider is in exile

  @id:target-in-a-hand-isnt-a-permanent @cr:115.2
  Scenario: A creature card in a hand can't be the target of "any target"
    CR 115.2: only permanents are legal targets on the battlefield; Llanowar Elves in Bob's hand is a
    card, not a permanent.

    Given Alice has Lightning Bolt in her hand
    And Alice has {R} in her mana pool
    And Bob has Llanowar Elves in his hand
    And Alice will choose Llanowar Elves as targets
    When Alice tries to cast Lightning Bolt from her hand
    Then that is rejected by rule 115.2
    And Alice has Lightning Bolt in her hand

  @id:spell-target-power-boundary @cr:115.1
  Scenario Outline: Chop Down can target a creature with power 4 or greater: <creature>, power <power>, <answer>
    CR 115.1: "target creature with power 4 or greater"; the boundary is power 4.

    Given Alice has Giant Killer in her hand
    And Alice has {W}{C}{C} in her mana pool
    And Bob controls Makindi Ox and <creature>
    And Alice will choose <creature> as targets
    When Alice tries to cast Chop Down from her hand
    Then that is <answer>

    Examples:
      | creature          | power | answer                 |
      | Traveling Chocobo | 3     | rejected by rule 115.1 |
      | Lovestruck Beast  | 5     | accepted               |
