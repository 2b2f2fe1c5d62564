Feature: Sephiroth, Fabled SOLDIER
  Sephiroth, Fabled SOLDIER {2}{B} — Legendary Creature — Human Avatar Soldier 3/3
  Whenever another creature dies, target opponent loses 1 life and you gain 1 life. If this is the fourth
  time this ability has resolved this turn, transform Sephiroth.

  Rulings: shared/data/fin-rulings.json (2025-06-06), single-source.

  @id:sephiroth-dies-with-another-creature @ruling:d55a470a84f8 @cr:603.10a @cr:701.21a @cr:714.4
  Scenario: Sephiroth and another creature sacrificed at the same time: its ability triggers for the other one
    If Sephiroth, Fabled SOLDIER and one or more other creatures die at the same time, its last ability will
    trigger for each of those other creatures. (It won't transform, though.) Wording as recorded by one source
    only (not corroborated). Alice's Jecht becomes Braska's Final Aeon; its chapter III makes Bob sacrifice both
    his creatures at once. The ability looks back in time (603.10a); Sephiroth, in the graveyard, can't
    transform (701.27a).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Jecht, Reluctant Guardian
    And Bob controls Sephiroth, Fabled SOLDIER and Sazh's Chocobo
    And Alice's library, from the top, is Island, Island, Island and Island
    And Bob's library, from the top, is Swamp and Swamp
    And Alice will answer the "you may" choices with yes
    And Bob will choose Swamp to discard
    And Bob will choose Sephiroth, Fabled SOLDIER to sacrifice
    And Bob will choose Alice as targets
    When Alice attacks with Jecht, Reluctant Guardian
    And the game advances to Alice's combat damage step
    Then Alice controls Braska's Final Aeon
    And Bob's life total is 16
    When the game advances to Bob's upkeep
    And the game advances to Alice's precombat main phase
    Then Braska's Final Aeon has 2 lore counters
    When the game advances to Bob's upkeep
    And the game advances to Alice's precombat main phase
    Then the triggered abilities put on the stack are 1 from Braska's Final Aeon and 1 from Sephiroth, Fabled SOLDIER
    And Bob has Sephiroth, Fabled SOLDIER and Sazh's Chocobo in his graveyard
    And Alice's life total is 19
    And Bob's life total is 17
    And Alice controls no Braska's Final Aeon
