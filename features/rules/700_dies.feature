Feature: 700.4 Dies: leaves-the-battlefield abilities look back in time
  A creature "dies" when it is put into a graveyard from the battlefield (CR 700.4). Abilities that
  trigger on it leaving the battlefield look back in time: they trigger based on the game as it was
  before the event (CR 603.10a, 603.6c), and an effect that needs information about the object that
  left uses its last known information (CR 608.2h), such as the +1/+1 counters it had.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:dies-counters-last-known @cr:700.4 @cr:608.2h @cr:603.10a
  Scenario: Hangarback Walker destroyed with two +1/+1 counters makes two Thopters
    CR 608.2h: Hangarback Walker's ability counts the +1/+1 counters it had as it last existed on the
    battlefield.

    Given Alice controls Hangarback Walker (with 2 +1/+1 counters)
    And Bob has Lightning Bolt in his hand
    And Bob has {R} in his mana pool
    And Bob will choose Hangarback Walker as targets
    When Alice passes priority
    And Bob casts Lightning Bolt from his hand
    And all players pass priority
    Then Alice has Hangarback Walker in her graveyard
    And the triggered abilities put on the stack are 1 from Hangarback Walker
    When all players pass priority
    Then Alice controls 2 Thopter

  @id:dies-with-no-counters @cr:700.4 @cr:704.5f @cr:608.2h
  Scenario: Hangarback Walker cast with X = 0 dies at once and makes no Thopter
    CR 704.5f: a 0/0 creature is put into its owner's graveyard; it dies, its ability triggers, and
    with no +1/+1 counters it creates no token.

    Given Alice has Hangarback Walker in her hand
    When Alice casts Hangarback Walker from her hand with X = 0
    And all players pass priority
    Then Alice has Hangarback Walker in her graveyard
    And the triggered abilities put on the stack are 1 from Hangarback Walker
    When all players pass priority
    Then Alice controls no Thopter

  @id:dies-trigger-puts-card-on-library-bottom @cr:700.4 @cr:603.6c
  Scenario: Murderous Rider dies, and its ability puts it on the bottom of its owner's library
    CR 603.6c: Murderous Rider's "when this creature dies" ability triggers as it goes to the graveyard,
    and moves the card from there.

    Given Alice controls Murderous Rider
    And Alice's library, from the top, is Forest
    And Bob has Lightning Bolt in his hand
    And Bob has {R} in his mana pool
    And Bob will choose Murderous Rider as targets
    When Alice passes priority
    And Bob casts Lightning Bolt from his hand
    And all players pass priority
    Then the triggered abilities put on the stack are 1 from Murderous Rider
    When all players pass priority
    Then Alice has no Murderous Rider in her graveyard
    And Alice has Murderous Rider and Forest in her library
    And the top card of Alice's library is Forest

  @id:dies-trigger-doubled-by-teysa @cr:603.2d @cr:700.4
  Scenario: With Teysa Karlov, Hangarback Walker's dies ability triggers twice
    CR 603.2d: Teysa Karlov makes a triggered ability of a permanent Alice controls that a creature
    dying causes trigger an additional time; each instance counts the Walker's counters.

    Given Alice controls Teysa Karlov and Hangarback Walker (with 1 +1/+1 counter)
    And Bob has Lightning Bolt in his hand
    And Bob has {R} in his mana pool
    And Bob will choose Hangarback Walker as targets
    When Alice passes priority
    And Bob casts Lightning Bolt from his hand
    And all players pass priority
    Then the triggered abilities put on the stack are 2 from Hangarback Walker
    When all players pass priority until the stack is empty
    Then Alice controls 2 Thopter

  @id:dies-not-on-spell-countered @cr:700.4 @cr:701.6a
  Scenario: A creature spell that is countered never was on the battlefield: it doesn't die
    CR 700.4: "dies" means put into a graveyard from the battlefield. Hangarback Walker countered on
    the stack goes to the graveyard from the stack; its ability doesn't trigger.

    Given Alice has Hangarback Walker in her hand
    And Alice has {C}{C} in her mana pool
    And Bob has Cancel in his hand
    And Bob has {U}{U}{C} in his mana pool
    And Bob will choose Hangarback Walker as targets
    When Alice casts Hangarback Walker from her hand with X = 1
    And Alice passes priority
    And Bob casts Cancel from his hand
    And all players pass priority
    Then Alice has Hangarback Walker in her graveyard
    And no triggered ability is put on the stack

  @id:dies-never-had-counters @cr:700.4 @cr:704.5f @cr:608.2h
  Scenario: Hangarback Walker that never had a +1/+1 counter dies as a 0/0 and makes no Thopter
    CR 608.2h: a Hangarback Walker that never had a +1/+1 counter is a 0/0 and dies (CR 704.5f); its
    ability counts no +1/+1 counter on it as it last existed on the battlefield, so it creates no token.

    Given Alice controls Hangarback Walker
    When all players pass priority
    Then Alice has Hangarback Walker in her graveyard
    And the triggered abilities put on the stack are 1 from Hangarback Walker
    When all players pass priority
    Then Alice controls no Thopter
