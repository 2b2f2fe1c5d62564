Feature: Flamecache Gecko: whether an opponent lost life this turn, and a triggered ability that adds mana using the stack
  Flamecache Gecko {1}{R} — Creature — Lizard Warlock 2/2: When this creature enters, if an opponent lost life
  this turn, add {B}{R}. {1}{R}, Discard a card: Draw a card. (Its last ability isn't modelled: the card data
  declares it.)

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions, FlamecacheGecko.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318). CR 119.3 and 120.3a (damage
  to a player is life loss; gaining life doesn't undo it), 603.4 (an intervening "if"), 605.1a and 605.1b (a
  triggered ability is a mana ability only if it triggers from a mana ability; this one triggers on entering,
  so it uses the stack, 405.1).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Flamecache Gecko in her hand

  @ruling:ec94be7df54d @cr:119.3 @cr:120.3a @cr:603.4
  Rule: The ability asks whether an opponent lost life this turn, not how their life total changed
    Flamecache Gecko's ability cares whether an opponent lost life this turn, not how their life total
    changed. For example, an opponent who gained 2 life and lost 1 life in the same turn still lost life.

    @id:blb-flamecache-gecko-lost-then-gained
    Scenario: Bob loses 3 life to Lightning Bolt, then gains 3 with Lightning Helix: his life total is 20, and Flamecache Gecko adds {B}{R}
      Given Alice has Lightning Bolt in her hand
      And Alice has {R}{C}{R} in her mana pool
      And Bob has Lightning Helix in his hand
      And Bob has {R}{W} in his mana pool
      And Alice will choose Bob as targets
      And Bob will choose Alice as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And Alice passes priority
      And Bob casts Lightning Helix from his hand
      And all players pass priority until the stack is empty
      Then Bob's life total is 20
      When Alice casts Flamecache Gecko from her hand
      And all players pass priority until the stack is empty
      Then Alice's mana pool is {B}{R}

    @id:blb-flamecache-gecko-no-opponent-lost-life
    Scenario: Only Alice lost life this turn: Flamecache Gecko's ability doesn't trigger
      Given Alice has {C}{R} in her mana pool
      And Bob has Lightning Bolt in his hand
      And Bob has {R} in his mana pool
      And Bob will choose Alice as targets
      When Alice passes priority
      And Bob casts Lightning Bolt from his hand
      And all players pass priority until the stack is empty
      Then Alice's life total is 17
      When Alice casts Flamecache Gecko from her hand
      And all players pass priority
      Then no triggered ability is put on the stack
      And Alice's mana pool is empty

  @ruling:48160a1afcee @cr:605.1a @cr:603.3 @cr:405.1
  Rule: The ability isn't a mana ability: it uses the stack and can be responded to
    Flamecache Gecko's first ability isn't a mana ability. It uses the stack and can be responded to.

    @id:blb-flamecache-gecko-trigger-on-stack
    Scenario: Flamecache Gecko's ability waits on the stack, adding nothing, until it resolves
      Given Alice has Lightning Bolt in her hand
      And Alice has {R}{C}{R} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And Alice casts Flamecache Gecko from her hand
      And all players pass priority
      Then the stack, from the bottom, holds Flamecache Gecko's triggered ability
      And Alice's mana pool is empty
      When all players pass priority
      Then Alice's mana pool is {B}{R}

    @id:blb-flamecache-gecko-responded-to
    Scenario: Bob responds to the ability by destroying Flamecache Gecko; the ability still resolves and adds {B}{R}
      Given Alice has Lightning Bolt in her hand
      And Alice has {R}{C}{R} in her mana pool
      And Bob has Lightning Bolt in his hand
      And Bob has {R} in his mana pool
      And Alice will choose Bob as targets
      And Bob will choose Flamecache Gecko as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      And Alice casts Flamecache Gecko from her hand
      And all players pass priority
      And Alice passes priority
      And Bob casts Lightning Bolt from his hand
      And all players pass priority
      Then Alice has Flamecache Gecko in her graveyard
      And Alice's mana pool is empty
      When all players pass priority
      Then Alice's mana pool is {B}{R}
