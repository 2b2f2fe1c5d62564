Feature: 500 Turn structure: mana pools, the draw, combat's end and the cleanup step
  A step ends when all players pass in succession with an empty stack (CR 500.2); each player's mana
  pool empties at the end of each step and phase (CR 106.4, 500.4). The active player draws a card in
  the draw step (CR 504.1). As the end of combat step ends, creatures are removed from combat (CR
  511.3). In the cleanup step, damage marked on permanents is removed and "until end of turn" effects
  end (CR 514.2).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:mana-pool-empties-at-end-of-step @cr:106.4 @cr:500.4
  Scenario: Unspent mana is lost when the step ends
    CR 106.4: each player's mana pool empties at the end of each step and phase.

    Given Alice has {G} in her mana pool
    And Bob has {R} in his mana pool
    When the game advances to Alice's beginning of combat step
    Then Alice's mana pool is empty
    And Bob's mana pool is empty

  @id:mana-pool-kept-while-the-stack-resolves @cr:106.4 @cr:117.4
  Scenario: Mana stays in the pool while a spell resolves in the same step
    CR 106.4: mana stays in the pool until the step ends; a spell resolving doesn't end the step.

    Given Alice has Gilded Goose in her hand
    And Alice has {G}{R} in her mana pool
    When Alice casts Gilded Goose from her hand
    And all players pass priority until the stack is empty
    Then Alice controls Gilded Goose
    And Alice's mana pool is {R}
    And it is Alice's precombat main phase

  @id:draw-step-draws-a-card @cr:504.1
  Scenario: The active player draws a card in their draw step
    CR 504.1: as the draw step begins, the active player draws a card.

    Given it is Bob's end step
    And Alice's library, from the top, is Forest, then Island
    When the game advances to Alice's precombat main phase
    Then Alice has Forest in her hand
    And the top card of Alice's library is Island

  @id:damage-wears-off-in-cleanup @cr:514.2
  Scenario: Damage marked on a creature is removed in the cleanup step
    CR 514.2: in the cleanup step, all damage marked on permanents is removed. Makindi Ox (4/4) is dealt
    3 damage in Alice's turn and 3 more in Bob's: it survives both.

    Given Bob controls Makindi Ox
    And Alice controls Mountain
    And Alice has 2 Lightning Bolt in her hand
    And Alice has {R} in her mana pool
    And Alice will choose Makindi Ox, then Makindi Ox as targets
    When Alice casts Lightning Bolt from her hand
    And all players pass priority
    Then Bob controls Makindi Ox
    When the game advances to Bob's upkeep
    And Bob passes priority
    And Alice casts Lightning Bolt from her hand
    And while casting it, Alice activates Mountain's "{T}: Add {R}." ability
    And all players pass priority
    Then Bob controls Makindi Ox


  @id:damage-removed-then-lethal-again @cr:514.2 @cr:704.5g
  Scenario: After its damage is removed, 3 damage destroys a creature with toughness 3
    CR 514.2: all damage is removed in the cleanup step; in Bob's turn, Hekma Sentinels (2/3) has none,
    and Lightning Bolt's 3 damage is lethal.

    Given Bob controls Hekma Sentinels
    And Alice controls Mountain
    And Alice has Bonecrusher Giant and Lightning Bolt in her hand
    And Alice has {R}{C} in her mana pool
    And Alice will choose Hekma Sentinels, then Hekma Sentinels as targets
    When Alice casts Stomp from her hand
    And all players pass priority
    Then Bob controls Hekma Sentinels
    When the game advances to Bob's upkeep
    And Bob passes priority
    And Alice casts Lightning Bolt from her hand
    And while casting it, Alice activates Mountain's "{T}: Add {R}." ability
    And all players pass priority
    Then Bob controls no Hekma Sentinels
  @id:damage-stays-until-cleanup @cr:514.2 @cr:704.5g
  Scenario: Damage stays marked until the cleanup step: two Lightning Bolts in one turn destroy the Ox
    CR 704.5g: a creature with damage marked on it at least equal to its toughness is destroyed; the
    first Lightning Bolt's damage is still marked when the second resolves.

    Given Bob controls Makindi Ox
    And Alice has 2 Lightning Bolt in her hand
    And Alice has {R}{R} in her mana pool
    And Alice will choose Makindi Ox, then Makindi Ox as targets
    When Alice casts Lightning Bolt from her hand
    And all players pass priority
    And Alice casts Lightning Bolt from her hand
    And all players pass priority
    Then Bob controls no Makindi Ox
    And Bob has Makindi Ox in his graveyard

  @id:removed-from-combat-after-end-of-combat @cr:511.3 @cr:508.1f
  Scenario: A creature that attacked is removed from combat: it deals no combat damage the next turn
    CR 511.3: as the end of combat step ends, creatures are removed from combat. Alice's Isamaru
    attacked this turn; in her next turn she doesn't attack, and Bob is dealt no combat damage.

    Given Alice controls Isamaru, Hound of Konda
    And Alice's library, from the top, is Forest
    And Bob's library, from the top, is Island
    When Alice attacks with Isamaru, Hound of Konda
    And the game advances to Alice's postcombat main phase
    Then Bob's life total is 18
    When the game advances to Alice's end of combat step
    Then Bob's life total is 18
    And Isamaru, Hound of Konda is untapped

  @id:cleanup-state-based-action-gives-priority @cr:514.2 @cr:514.3a @cr:704.5f
  Scenario: A creature put into the graveyard in the cleanup step gives players priority, then another cleanup step
    CR 514.2: Haste Magic's +3/+1 ends in the cleanup step, leaving Makindi Ox (4/4) with four -1/-1 counters
    at toughness 0, so it is put into its owner's graveyard (CR 704.5f). CR 514.3a: as a state-based action
    was performed, with no triggered ability, Alice gets priority in that cleanup step; when all pass, another
    cleanup step begins, with nothing to do, and the turn ends.

    Given it is Alice's end step
    And Alice controls Makindi Ox
    And Alice has Haste Magic and Blight Rot in her hand
    And Alice has {R}{B}{C}{C}{C} in her mana pool
    And Alice's library, from the top, is Forest
    And Bob's library, from the top, is Island
    And Alice will choose Makindi Ox, then Makindi Ox as targets
    When Alice casts Haste Magic from her hand
    And all players pass priority
    Then Makindi Ox is 7/5
    When Alice casts Blight Rot from her hand
    And all players pass priority
    Then Makindi Ox is 3/1
    When all players pass priority
    Then it is Alice's cleanup step
    And no triggered ability is put on the stack
    And Alice has Makindi Ox in her graveyard
    When all players pass priority
    Then it is Bob's upkeep

  @id:cleanup-ends-until-end-of-turn-not-lasting-effects @cr:514.2 @cr:611.2a
  Scenario: In the cleanup step Haste Magic's +3/+1 ends, but Ride the Shoopuf's becoming a 7/7 creature stays
    CR 514.2: in the cleanup step the "until end of turn" effects end, and only those: Ride the Shoopuf's
    last ability has no duration (CR 611.2a) and lasts while it stays on the battlefield. With Haste Magic's
    +3/+1 it is 10/8 in Alice's turn, and a 7/7 again in Bob's.

    Given Alice controls Ride the Shoopuf and 2 Mountain
    And Alice has Haste Magic in her hand
    And Alice has {G}{G}{C}{C}{C}{C}{C} in her mana pool
    And Alice's library, from the top, is Forest
    And Bob's library, from the top, is Island
    And Alice will choose Ride the Shoopuf as targets
    When Alice activates Ride the Shoopuf's "{5}{G}{G}" ability
    And all players pass priority until the stack is empty
    And Alice casts Haste Magic from her hand by tapping 2 Mountain
    And all players pass priority until the stack is empty
    Then Ride the Shoopuf is 10/8
    When the game advances to Bob's upkeep
    Then Ride the Shoopuf is 7/7
    And the Ride the Shoopuf Alice controls has card types Enchantment/Creature and subtype Beast
