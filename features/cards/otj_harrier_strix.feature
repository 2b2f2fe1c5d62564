Feature: Harrier Strix: "tap target permanent" may target a permanent that is already tapped
  Harrier Strix {U} — Creature — Bird 1/1: Flying. When this creature enters, tap target permanent. {2}{U}: Draw
  a card, then discard a card.

  Ruling: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions). CR 115.1 and 601.2c: a target is any object the instruction names ("permanent"), tapped or
  not; 701.26a: tapping a tapped permanent does nothing more; 603.3d: with no legal target the ability is
  removed from the stack.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Harrier Strix in her hand
    And Alice has {U} in her mana pool

  @ruling:40b978ab1274 @cr:115.1 @cr:603.3d @cr:701.26a
  Rule: Harrier Strix's enters ability may target a tapped permanent
    You may target a permanent that is already tapped with Harrier Strix's second ability.

    @id:otj-harrier-strix-targets-tapped-permanent
    Scenario: Bob's only other permanent is a tapped Forest: Harrier Strix's ability targets it
      Given Bob controls Forest (tapped)
      And Alice will choose Forest as targets
      When Alice casts Harrier Strix from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Harrier Strix
      When all players pass priority until the stack is empty
      Then Forest is tapped

    @id:otj-harrier-strix-taps-untapped-permanent
    Scenario: Harrier Strix's ability taps an untapped Grizzly Bears
      Given Bob controls Grizzly Bears
      And Alice will choose Grizzly Bears as targets
      When Alice casts Harrier Strix from her hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears is tapped
