Feature: Gold Rush: an amount counted as the spell resolves, and a spell whose target is illegal
  Gold Rush {1}{G} — Instant: Create a Treasure token. Until end of turn, up to one target creature gets +2/+2
  for each Treasure you control.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions). CR 608.2b: a spell whose targets are all illegal doesn't resolve; 608.2h: a number an effect
  counts is counted once, as it resolves; 611.2c: the effect's values are locked in then.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Grizzly Bears
    And Alice has Gold Rush in her hand

  @ruling:8f9f30cc448c @cr:608.2b @cr:115.1
  Rule: If its target is illegal as Gold Rush tries to resolve, it does nothing: no Treasure
    You don't have to choose a target for Gold Rush. However, if you do, and that creature is an illegal target
    at the time Gold Rush tries to resolve, it won't resolve and none of its effects will happen. You won't
    create a Treasure token.

    (The ruling's first sentence, choosing no target for "up to one target", isn't shown here: the reference
    engine asks for the one target whenever there is a legal one; the targeting fix of issue 25 is another
    helper's.)

    @id:otj-gold-rush-target-illegal-no-treasure
    Scenario: Alice's Gold Rush targets Grizzly Bears, which dies in response: no Treasure is created
      Given Alice has Lightning Bolt in her hand
      And Alice has {G}{C}{R} in her mana pool
      And Alice will choose Grizzly Bears, then Grizzly Bears as targets
      When Alice casts Gold Rush from her hand
      And Alice casts Lightning Bolt from her hand
      And all players pass priority until the stack is empty
      Then Alice has Grizzly Bears, Gold Rush and Lightning Bolt in her graveyard
      And Alice controls no Treasure

    @id:otj-gold-rush-target-legal-treasure
    Scenario: With its target still legal, Gold Rush creates a Treasure and pumps Grizzly Bears
      Given Alice has {G}{C} in her mana pool
      And Alice will choose Grizzly Bears as targets
      When Alice casts Gold Rush from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Treasure
      And Grizzly Bears is 4/4

  @ruling:257b1e5c5c94 @cr:608.2h @cr:611.2c
  Rule: The Treasures are counted as Gold Rush resolves, and the bonus doesn't change afterwards
    Count the number of Treasures you control as Gold Rush resolves to determine how big a bonus the target
    creature receives. That bonus won't change even if the number of Treasures you control does during the
    turn.

    @id:otj-gold-rush-counts-on-resolution
    Scenario: With a Treasure already, Gold Rush counts two (the new one too): Grizzly Bears gets +4/+4
      Given Alice controls Treasure
      And Alice has {G}{C} in her mana pool
      And Alice will choose Grizzly Bears as targets
      When Alice casts Gold Rush from her hand
      And all players pass priority until the stack is empty
      Then Alice controls 2 Treasure
      And Grizzly Bears is 6/6

    @id:otj-gold-rush-bonus-locked-in
    Scenario: Sacrificing a Treasure after Gold Rush resolved doesn't shrink the bonus
      Given Alice controls Treasure
      And Alice has {G}{C} in her mana pool
      And Alice will choose Grizzly Bears as targets
      And Alice will choose green as the color of mana
      When Alice casts Gold Rush from her hand
      And all players pass priority until the stack is empty
      And Alice activates Treasure's "{T}, Sacrifice this token" ability
      Then Alice controls 1 Treasure
      And Grizzly Bears is 6/6
