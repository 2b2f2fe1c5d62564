Feature: Bounding Felidar: "attacks while saddled" looks at the Mount as it is declared an attacker
  Bounding Felidar {5}{W} — Creature — Cat Beast Mount 4/7: Whenever this creature attacks while saddled, put a
  +1/+1 counter on each other creature you control. You gain 1 life for each of those creatures. Saddle 2.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card definitions).
  CR 702.171a (saddle N), 702.171b (saddled is a designation, not an ability: it ends as the turn ends or the
  Mount leaves the battlefield), 603.2 (a triggered ability triggers as its event happens), 508.1a (declaring
  attackers).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice's library, from the top, is Plains, Plains and Plains
    And Bob's library, from the top, is Forest, Forest and Forest
    And Alice controls Bounding Felidar, Grizzly Bears and Memnite

  @ruling:47a74f83fd45 @cr:603.2 @cr:702.171a
  Rule: The ability triggers only if the Mount was saddled as it was declared an attacker
    An ability that triggers when a creature "attacks while saddled" will trigger only if that creature was
    saddled when it was declared as an attacker.

    @id:otj-felidar-saddled-attacks-triggers
    Scenario: Saddled before combat, Bounding Felidar attacks: Grizzly Bears and Memnite get a +1/+1 counter and Alice gains 2 life
      Given Alice will choose Grizzly Bears, then no more to tap
      When Alice activates Bounding Felidar's "Saddle 2" ability
      And all players pass priority
      And Alice attacks with Bounding Felidar
      Then the triggered abilities put on the stack are 1 from Bounding Felidar
      When all players pass priority until the stack is empty
      Then Grizzly Bears has 1 +1/+1 counter
      And Memnite has 1 +1/+1 counter
      And Alice's life total is 22

    @id:otj-felidar-unsaddled-attacks-no-trigger
    Scenario: Not saddled as it is declared an attacker, Bounding Felidar's ability doesn't trigger
      When Alice attacks with Bounding Felidar
      Then no triggered ability is put on the stack
      And Grizzly Bears has 0 +1/+1 counters
      And Alice's life total is 20

  @ruling:b9ad860aba48 @cr:702.171b
  Rule: Saddled is something true of the Mount until the turn ends or it leaves the battlefield
    "Saddled" isn't an ability that a creature has. It's just something true about that creature. It won't stop
    being saddled until the turn ends or it leaves the battlefield.

    @id:otj-felidar-saddler-dies-still-saddled
    Scenario: Grizzly Bears saddled Bounding Felidar and then died: the Mount is still saddled, and its ability triggers as it attacks
      Given Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Grizzly Bears, then no more to tap
      And Alice will choose Grizzly Bears as targets
      When Alice activates Bounding Felidar's "Saddle 2" ability
      And all players pass priority
      And Alice casts Lightning Bolt from her hand
      And all players pass priority
      And Alice attacks with Bounding Felidar
      And all players pass priority until the stack is empty
      Then Alice has Grizzly Bears in her graveyard
      And Memnite has 1 +1/+1 counter
      And Alice's life total is 21

    @id:otj-felidar-saddled-last-turn-not-saddled
    Scenario: Saddled on Alice's previous turn, Bounding Felidar isn't saddled any more: its ability doesn't trigger
      Given Alice will choose Grizzly Bears, then no more to tap
      When Alice activates Bounding Felidar's "Saddle 2" ability
      And all players pass priority
      And the game advances to Bob's precombat main phase
      And the game advances to Alice's precombat main phase
      And Alice attacks with Bounding Felidar
      Then no triggered ability is put on the stack
      And Memnite has 0 +1/+1 counters
