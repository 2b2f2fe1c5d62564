Feature: Harvestrite Host: an ability that doesn't resolve isn't counted among the times it has resolved this turn
  Harvestrite Host {2}{W} — Creature — Rabbit Citizen 3/3: Whenever this creature or another Rabbit you control
  enters, target creature you control gets +1/+0 until end of turn. Then draw a card if this is the second time
  this ability has resolved this turn.

  Ruling: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card definitions,
  HarvestriteHost.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318). CR 608.2b (an ability whose every target is
  illegal doesn't resolve: none of its effects happen), 608.2c. Each Harvestrite Host counts the resolutions of
  its own ability. Finneas, Ace Archer and Harvestrite Host are Rabbits.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Harvestrite Host and Grizzly Bears
    And Alice has Finneas, Ace Archer and Harvestrite Host in her hand
    And Alice has {G}{W}{W}{C}{C} in her mana pool
    And Alice's library, from the top, is Island and Forest

  @ruling:aa353f75531e @cr:608.2b @cr:608.2c
  Rule: An ability that doesn't resolve has no effect and isn't counted
    If the target creature is an illegal target as Harvestrite Host's ability tries to resolve, it won't
    resolve and none of its effects will happen. It won't count toward the number of times the ability has
    resolved this turn.

    @id:blb-harvestrite-host-second-resolution-draws
    Scenario: Finneas enters, then another Harvestrite Host: the first Host's ability resolves a second time, and Alice draws Island
      Given Alice will choose Grizzly Bears, then Grizzly Bears, then Grizzly Bears as targets
      And Alice will put her triggered abilities on the stack in the order Harvestrite Host, Harvestrite Host
      When Alice casts Finneas, Ace Archer from her hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears is 3/2
      And Alice has no Island in her hand
      When Alice casts Harvestrite Host from her hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears is 5/2
      And Alice has Island in her hand
      And Alice has no Forest in her hand

    @id:blb-harvestrite-host-illegal-target-not-counted
    Scenario: Bob kills Grizzly Bears in response to the first ability: it doesn't resolve, so the next resolution is the first, and Alice draws nothing
      Given Bob has Lightning Bolt in his hand
      And Bob has {R} in his mana pool
      And Bob will choose Grizzly Bears as targets
      And Alice will choose Grizzly Bears, then Harvestrite Host, then Harvestrite Host as targets
      And Alice will put her triggered abilities on the stack in the order Harvestrite Host, Harvestrite Host
      When Alice casts Finneas, Ace Archer from her hand
      And all players pass priority
      And Alice passes priority
      And Bob casts Lightning Bolt from his hand
      And all players pass priority until the stack is empty
      Then Alice has Grizzly Bears in her graveyard
      When Alice casts Harvestrite Host from her hand
      And all players pass priority until the stack is empty
      Then Alice has no Island in her hand
