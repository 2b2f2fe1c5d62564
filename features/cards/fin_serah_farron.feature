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

  @id:serah-reduction-only-generic @ruling:f3bba0c3fdd4 @cr:601.2f @cr:118.7a
  Scenario: Serah Farron's {2} reduction takes only the {1} generic of Venat's {1}{W}{W}
    The cost reduction applies only to generic mana in the total cost of legendary creature spells you cast.
    Recorded by two sources.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Serah Farron
    And Alice has Venat, Heart of Hydaelyn in her hand
    And Alice has {W}{W} in her mana pool
    When Alice casts Venat, Heart of Hydaelyn from her hand
    Then Alice's mana pool is empty
    And the stack, from the bottom, holds Venat, Heart of Hydaelyn

  @id:serah-reduction-doesnt-pay-colored @ruling:f3bba0c3fdd4 @cr:118.7a @cr:601.2h
  Scenario: The reduction can't pay Venat's colored mana: with {W} alone Venat can't be cast
    The cost reduction applies only to generic mana in the total cost of legendary creature spells you cast.
    Recorded by two sources. The boundary: the {W}{W} of Venat's cost stays.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Serah Farron
    And Alice has Venat, Heart of Hydaelyn in her hand
    And Alice has {W} in her mana pool
    When Alice tries to cast Venat, Heart of Hydaelyn from her hand
    Then that is rejected by rule 601.2h
    And Alice has Venat, Heart of Hydaelyn in her hand

  @id:serah-total-cost-not-mana-value @ruling:241893c4a070 @cr:601.2f @cr:202.3
  Scenario: Venat cast for {W}{W} with Serah Farron's reduction still has mana value 3
    To determine the total cost of a spell, start with the mana cost or alternative cost you're paying (such as
    a flashback cost), add any cost increases (such as kicker costs), then apply any cost reductions (such as
    that of Serah Farron or Crystallized Serah's first abilities). The mana value of the spell is determined by
    only its mana cost, no matter what the total cost to cast that spell was. Wording as recorded by one source
    only (not corroborated).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Serah Farron
    And Alice has Venat, Heart of Hydaelyn in her hand
    And Alice has {W}{W} in her mana pool
    When Alice casts Venat, Heart of Hydaelyn from her hand
    Then Venat, Heart of Hydaelyn on the stack has mana value 3

  @id:serah-reduction-first-spell-only @cr:601.2f
  Scenario: Only the first legendary creature spell Alice casts each turn costs {2} less
    CR 601.2f: the total cost is the mana cost less the cost reductions that apply; Serah Farron's applies
    to "the first legendary creature spell you cast each turn", so Vincent Valentine, cast after Venat, costs
    its full {2}{B}{B}.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Serah Farron
    And Alice has Venat, Heart of Hydaelyn in her hand
    And Alice has Vincent Valentine in her hand
    And Alice has {W}{W}{B}{B} in her mana pool
    When Alice casts Venat, Heart of Hydaelyn from her hand
    And all players pass priority until the stack is empty
    And Alice tries to cast Vincent Valentine from her hand
    Then that is rejected by rule 601.2h
    And Alice has Vincent Valentine in her hand
