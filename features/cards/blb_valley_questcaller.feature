Feature: Valley Questcaller: entering with other Rabbits, Bats, Birds and Mice, its "one or more" ability triggers once
  Valley Questcaller {1}{W} — Creature — Rabbit Warrior 2/3: Whenever one or more other Rabbits, Bats, Birds,
  and/or Mice you control enter, scry 1. Other Rabbits, Bats, Birds, and Mice you control get +1/+1.

  Ruling: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card definitions).
  CR 603.6a (an enters-the-battlefield ability triggers for permanents entering at the same time as its source:
  the game checks the permanents on the battlefield after the event), 603.2c ("one or more": once for the
  event), 701.22a (scry 1, answered as the choice "to put on the bottom": the card, or "no more" to keep it).
  Mouse Trapper is a Mouse Soldier; Zoraline, Cosmos Caller a Bat Cleric; Grizzly Bears a Bear.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Valley Questcaller, Mouse Trapper, Zoraline, Cosmos Caller and Grizzly Bears in her hand
    And Alice's library, from the top, is Island, Forest

  @ruling:9c59a35655f2 @cr:603.6a @cr:603.2c @cr:701.22a
  Rule: Valley Questcaller's ability triggers for Rabbits, Bats, Birds and Mice entering at the same time as it
    If Valley Questcaller enters at the same time as one or more other Rabbits, Bats, Birds, and/or Mice you
    control, its first ability will trigger.

    @id:blb-valley-questcaller-enters-together
    Scenario: Valley Questcaller, Mouse Trapper and Zoraline enter at the same time: the ability triggers once, Alice scries 1
      Given Alice will choose Island to put on the bottom
      And Alice will put her triggered abilities on the stack in the order Zoraline, Cosmos Caller, Valley Questcaller
      When an effect puts Valley Questcaller, Mouse Trapper and Zoraline, Cosmos Caller from Alice's hand onto the battlefield under her control
      Then the triggered abilities put on the stack are 1 from Valley Questcaller and 1 from Zoraline, Cosmos Caller
      When all players pass priority until the stack is empty
      Then the top card of Alice's library is Forest
      And Mouse Trapper is 4/3

    @id:blb-valley-questcaller-enters-with-a-bear
    Scenario: Valley Questcaller enters with Grizzly Bears, not a Rabbit, Bat, Bird or Mouse: no ability triggers
      When an effect puts Valley Questcaller and Grizzly Bears from Alice's hand onto the battlefield under her control
      Then no triggered ability is put on the stack
      And Grizzly Bears is 2/2
