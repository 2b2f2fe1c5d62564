Feature: Serah Farron
  Serah Farron {1}{G}{W} — Legendary Creature — Human Citizen 2/2, transforming into Crystallized Serah
  (Legendary Artifact, green and white color indicator).
  At the beginning of combat on your turn, if you control two or more other legendary creatures, you may
  transform Serah Farron.

  Rulings: shared/data/fin-rulings.json (2025-06-06).

  @id:serah-no-trigger-with-one-other-legend @ruling:f25d1c9477cf @cr:603.4
  Scenario: With only one other legendary creature, Serah Farron's ability doesn't trigger
    Serah Farron's last ability checks at the moment it would trigger to see if you control two or more other
    legendary creatures. If you don't, the ability won't trigger at all. If it does trigger, the ability will
    check again as it tries to resolve. If you don't control two or more other legendary creatures at that time,
    the ability won't resolve and none of its effects will happen. Recorded by two sources.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Serah Farron and Vincent Valentine
    When the game advances to Alice's beginning of combat step
    Then no triggered ability is put on the stack
    And Alice controls Serah Farron and no Crystallized Serah

  @id:serah-condition-false-on-resolution @ruling:f25d1c9477cf @cr:603.4 @cr:608.2
  Scenario: Serah Farron's ability triggers, but a legendary creature dies before it resolves: it does nothing
    Serah Farron's last ability checks at the moment it would trigger to see if you control two or more other
    legendary creatures. If you don't, the ability won't trigger at all. If it does trigger, the ability will
    check again as it tries to resolve. If you don't control two or more other legendary creatures at that time,
    the ability won't resolve and none of its effects will happen. Recorded by two sources. Bob's Lightning Bolt
    kills Vincent Valentine in response; no "you may" choice is scripted, so an engine that asks fails.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Serah Farron, Vincent Valentine and Jecht, Reluctant Guardian
    And Bob controls Mountain
    And Bob has Lightning Bolt in his hand
    And Bob will choose Vincent Valentine as targets
    When all players pass priority
    Then it is Alice's beginning of combat step
    And the stack, from the bottom, holds Serah Farron's triggered ability
    When Alice passes priority
    And Bob activates Mountain's "{T}: Add {R}." ability
    And Bob casts Lightning Bolt from his hand
    And all players pass priority until the stack is empty
    Then Alice has Vincent Valentine in her graveyard
    And Alice controls Serah Farron and no Crystallized Serah
