Feature: 805 Shared team turns: the active team orders its triggered abilities together
  With shared team turns (always used in Two-Headed Giant, CR 810.2), if several triggered abilities have
  triggered since a team last received priority, the members of the active team put all the triggered
  abilities any of them controls on the stack in any order they choose, then each nonactive team does the
  same (CR 805.7). One teammate's abilities can go both below and above the other's.

  Background:
    Given a Two-Headed Giant game: Alice and Carol against Bob and Dave
    And it is Alice's precombat main phase

  Rule: CR 805.7 The active team puts its members' triggered abilities on the stack in one order it chooses
    CR 805.7: the members of the active team put all triggered abilities any of them controls on the stack
    in any order they choose. The first one chosen is at the bottom (CR 603.3b).

    @id:team-trigger-order-teammate-first @cr:805.7 @cr:603.3b
    Scenario: The team puts Carol's Ankh of Mishra ability first, below Alice's Sazh's Chocobo ability
      Given Alice controls Sazh's Chocobo
      And Carol controls Ankh of Mishra
      And Alice has Forest in her hand
      And Alice will put her triggered abilities on the stack in the order Ankh of Mishra, Sazh's Chocobo
      When Alice plays Forest from her hand
      Then the triggered abilities put on the stack are 1 from Sazh's Chocobo and 1 from Ankh of Mishra
      And the stack, from the bottom, holds Ankh of Mishra's triggered ability and Sazh's Chocobo's triggered ability

    @id:team-trigger-order-active-player-first @cr:805.7 @cr:603.3b
    Scenario: The team puts Alice's Sazh's Chocobo ability first, below Carol's Ankh of Mishra ability
      Given Alice controls Sazh's Chocobo
      And Carol controls Ankh of Mishra
      And Alice has Forest in her hand
      And Alice will put her triggered abilities on the stack in the order Sazh's Chocobo, Ankh of Mishra
      When Alice plays Forest from her hand
      Then the stack, from the bottom, holds Sazh's Chocobo's triggered ability and Ankh of Mishra's triggered ability

    @id:team-trigger-order-interleaved @cr:805.7 @cr:603.3b
    Scenario: Carol's ability can go between two of Alice's
      Given Alice controls Sazh's Chocobo and Grazing Gladehart
      And Carol controls Ankh of Mishra
      And Alice has Forest in her hand
      And Alice will put her triggered abilities on the stack in the order Sazh's Chocobo, Ankh of Mishra, Grazing Gladehart
      When Alice plays Forest from her hand
      Then the stack, from the bottom, holds Sazh's Chocobo's triggered ability, Ankh of Mishra's triggered ability and Grazing Gladehart's triggered ability
