Feature: Mouse Trapper: its valiant ability resolves before the spell that made it trigger, once each turn
  Mouse Trapper {2}{W} — Creature — Mouse Soldier 3/2: Flash. Valiant — Whenever this creature becomes the target
  of a spell or ability you control for the first time each turn, tap target creature an opponent controls.

  Ruling: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 207.2c (valiant is an ability word), 115.1a (a spell becomes the targeting object as it is
  cast), 603.2 and 603.3 (the ability triggers then and is put on the stack the next time a player would receive
  priority: above the spell, so it resolves first), 608.2. Crumb and Get It is cast with no gift promised: "Target
  creature you control gets +2/+2 until end of turn."

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Mouse Trapper
    And Bob controls Grizzly Bears

  @ruling:e95f335ca261 @cr:603.3 @cr:115.1a @cr:207.2c
  Rule: The valiant ability resolves before the spell that targeted Mouse Trapper
    Valiant abilities will resolve before the spell or ability that caused them to trigger.

    @id:blb-mouse-trapper-valiant-resolves-first
    Scenario: Alice targets Mouse Trapper with Crumb and Get It: the valiant ability taps Bob's Grizzly Bears before Crumb and Get It resolves
      Given Alice has Crumb and Get It in her hand
      And Alice has {W} in her mana pool
      And Alice will choose no one to promise the gift to
      And Alice will choose Mouse Trapper, then Grizzly Bears as targets
      When Alice casts Crumb and Get It from her hand
      Then the stack, from the bottom, holds Crumb and Get It and Mouse Trapper's triggered ability
      When all players pass priority
      Then Grizzly Bears is tapped
      And Mouse Trapper is 3/2
      And the stack, from the bottom, holds Crumb and Get It
      When all players pass priority
      Then Mouse Trapper is 5/4

    @id:blb-mouse-trapper-valiant-second-time-no-trigger
    Scenario: The second time Alice targets Mouse Trapper in the turn, the valiant ability doesn't trigger
      Given Alice has 2 Crumb and Get It in her hand
      And Alice has {W}{W} in her mana pool
      And Alice will choose no one to promise the gift to
      And Alice will choose no one to promise the gift to
      And Alice will choose Mouse Trapper, then Grizzly Bears, then Mouse Trapper as targets
      When Alice casts Crumb and Get It from her hand
      And all players pass priority until the stack is empty
      And Alice casts Crumb and Get It from her hand
      Then the stack, from the bottom, holds Crumb and Get It

    @id:blb-mouse-trapper-valiant-opponents-spell
    Scenario: Bob targets Mouse Trapper with his Murder: a spell Alice doesn't control, so the valiant ability doesn't trigger
      Given Bob has Murder in his hand
      And Bob has {B}{B}{C} in his mana pool
      And Bob will choose Mouse Trapper as targets
      When Alice passes priority
      And Bob casts Murder from his hand
      Then the stack, from the bottom, holds Murder
