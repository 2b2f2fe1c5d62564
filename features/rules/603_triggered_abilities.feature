Feature: 603 Handling triggered abilities
  Abilities that trigger wait until a player would next receive priority; then each player, in APNAP
  order, puts the triggered abilities they control on the stack in any order they choose (CR 603.3,
  603.3b). The last one put on the stack resolves first (CR 608.1).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: CR 603.3b The controller of several triggered abilities chooses the order they go on the stack
    CR 603.3b: a player who controls several triggered abilities waiting to be put on the stack puts them
    there in the order they choose. The first one chosen is at the bottom.

    @id:trigger-order-chosen-first-at-the-bottom @cr:603.3b
    Scenario: Sazh's Chocobo's ability first, then Grazing Gladehart's: the Chocobo's is at the bottom
      Given Alice controls Sazh's Chocobo and Grazing Gladehart
      And Alice has Forest in her hand
      And Alice will put her triggered abilities on the stack in the order Sazh's Chocobo, Grazing Gladehart
      When Alice plays Forest from her hand
      Then the triggered abilities put on the stack are 1 from Sazh's Chocobo and 1 from Grazing Gladehart
      And the stack, from the bottom, holds Sazh's Chocobo's triggered ability and Grazing Gladehart's triggered ability

    @id:trigger-order-the-other-way @cr:603.3b
    Scenario: Grazing Gladehart's ability first, then Sazh's Chocobo's: the Gladehart's is at the bottom
      Given Alice controls Sazh's Chocobo and Grazing Gladehart
      And Alice has Forest in her hand
      And Alice will put her triggered abilities on the stack in the order Grazing Gladehart, Sazh's Chocobo
      When Alice plays Forest from her hand
      Then the triggered abilities put on the stack are 1 from Sazh's Chocobo and 1 from Grazing Gladehart
      And the stack, from the bottom, holds Grazing Gladehart's triggered ability and Sazh's Chocobo's triggered ability
