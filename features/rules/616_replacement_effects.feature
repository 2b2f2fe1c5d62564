Feature: 616 Several replacement effects on one event
  When two or more replacement effects would apply to one event, the affected object's controller chooses
  one to apply first (CR 616.1); after it applies, the others apply only if they still would (CR 616.1e).
  The Darkness Crystal: "If a nontoken creature an opponent controls would die, instead exile it and you
  gain 2 life."

  @id:two-would-die-effects-controller-chooses @cr:616.1 @cr:614.6
  Scenario: Bob's Llanowar Elves would die with Alice's and Carol's Darkness Crystals: Bob chooses Carol's, and only Carol gains 2 life
    CR 616.1: Bob controls the creature, so he chooses which replacement effect applies; once Carol's has
    exiled it, the creature no longer would die, and Alice's doesn't apply (CR 616.1e).

    Given a game between Alice, Bob and Carol
    And it is Alice's precombat main phase
    And Alice controls The Darkness Crystal
    And Carol controls The Darkness Crystal
    And Bob controls Llanowar Elves
    And Alice has Lightning Bolt in her hand
    And Alice has {R} in her mana pool
    And Alice will choose Llanowar Elves as targets
    And Bob will choose Carol's The Darkness Crystal as the replacement effect to apply first
    When Alice casts Lightning Bolt from her hand
    And all players pass priority
    Then Llanowar Elves is in exile
    And Carol's life total is 22
    And Alice's life total is 20

  @id:one-would-die-effect-no-choice @cr:616.1 @cr:614.6
  Scenario: With only Alice's Darkness Crystal, Bob's Llanowar Elves is exiled by it, without a choice
    CR 616.1 applies only when two or more replacement effects would apply: here one does, and Alice gains
    2 life.

    Given a game between Alice, Bob and Carol
    And it is Alice's precombat main phase
    And Alice controls The Darkness Crystal
    And Bob controls Llanowar Elves
    And Alice has Lightning Bolt in her hand
    And Alice has {R} in her mana pool
    And Alice will choose Llanowar Elves as targets
    When Alice casts Lightning Bolt from her hand
    And all players pass priority
    Then Llanowar Elves is in exile
    And Alice's life total is 22
    And Carol's life total is 20

  @id:finality-counter-chosen-before-would-die @cr:616.1 @cr:122.1h @cr:614.6
  Scenario: Bob's Llanowar Elves with a finality counter would die under Alice's Darkness Crystal: Bob applies the counter first, and Alice gains no life
    CR 616.1: the finality counter's replacement effect and The Darkness Crystal's both apply to the event;
    Bob chooses the counter's, which exiles the Elves, so it no longer would die (CR 616.1e).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls The Darkness Crystal
    And Bob controls Llanowar Elves (with 1 finality counter)
    And Alice has Lightning Bolt in her hand
    And Alice has {R} in her mana pool
    And Alice will choose Llanowar Elves as targets
    And Bob will choose finality counter as the replacement effect to apply first
    When Alice casts Lightning Bolt from her hand
    And all players pass priority
    Then Llanowar Elves is in exile
    And Alice's life total is 20

  @id:would-die-chosen-before-finality-counter @cr:616.1 @cr:122.1h @cr:614.6
  Scenario: The same, but Bob applies The Darkness Crystal's effect first: the Elves is exiled and Alice gains 2 life
    CR 616.1: the choice is Bob's; The Darkness Crystal's effect exiles the Elves and Alice gains 2 life.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls The Darkness Crystal
    And Bob controls Llanowar Elves (with 1 finality counter)
    And Alice has Lightning Bolt in her hand
    And Alice has {R} in her mana pool
    And Alice will choose Llanowar Elves as targets
    And Bob will choose The Darkness Crystal as the replacement effect to apply first
    When Alice casts Lightning Bolt from her hand
    And all players pass priority
    Then Llanowar Elves is in exile
    And Alice's life total is 22
