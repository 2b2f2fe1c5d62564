Feature: Auras and enchant (CR 303.4, 702.5)
  Holy Strength {W} — Enchantment — Aura: Enchant creature; enchanted creature gets +1/+2.
  CR rules only: the Final Fantasy Aura rulings of White Auracite are in features/cards/fin_white_auracite.feature.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Holy Strength in her hand
    And Alice has {W} in her mana pool

  @id:aura-spell-enters-attached-to-its-target @cr:303.4a @cr:608.3c @cr:702.5a
  Scenario: An Aura spell targets what its enchant ability allows and enters attached to it
    CR 303.4a: an Aura spell requires a target, which its enchant ability defines. CR 608.3c: it enters the
    battlefield attached to the object it was targeting.

    Given Alice controls Llanowar Elves and Isamaru, Hound of Konda
    And Alice will choose Isamaru, Hound of Konda as targets
    When Alice casts Holy Strength from her hand
    And all players pass priority
    Then Holy Strength is attached to Isamaru, Hound of Konda
    And Isamaru, Hound of Konda is 3/4
    And Llanowar Elves is 1/1

  @id:aura-spell-cant-target-a-land @cr:303.4a @cr:702.5a
  Scenario: Holy Strength can't target a land: "Enchant creature" defines its target
    CR 303.4a: an Aura spell's target is defined by its enchant ability; a Forest is not a creature, so it is no
    legal target and nothing is paid (CR 732.1).

    Given Alice controls Forest and Llanowar Elves
    And Alice will choose Forest as targets
    When Alice tries to cast Holy Strength from her hand
    Then that is rejected by rule 303.4a
    And Alice has Holy Strength in her hand
    And Alice's mana pool is {W}

  @id:aura-spell-target-gone-doesnt-resolve @cr:608.3b @cr:608.2b
  Scenario: An Aura spell whose target has left doesn't resolve and goes to the graveyard
    CR 608.3b: a permanent spell whose target is illegal as it resolves doesn't resolve; it is put into its
    owner's graveyard.

    Given Alice controls Llanowar Elves
    And Alice will choose Llanowar Elves as targets
    And Bob has Lightning Bolt in his hand
    And Bob has {R} in his mana pool
    And Bob will choose Llanowar Elves as targets
    When Alice casts Holy Strength from her hand
    And Alice passes priority
    And Bob casts Lightning Bolt from his hand
    And all players pass priority until the stack is empty
    Then Alice has Llanowar Elves and Holy Strength in her graveyard
    And Alice controls no Holy Strength

  @id:aura-goes-when-enchanted-creature-dies @cr:704.5m @cr:303.4c
  Scenario: When the enchanted creature dies, the Aura is put into its owner's graveyard
    CR 704.5m: an Aura attached to nothing is put into its owner's graveyard as a state-based action (CR 303.4c).

    Given Alice controls Llanowar Elves
    And Alice will choose Llanowar Elves as targets
    And Bob has Lightning Bolt in his hand
    And Bob has {R} in his mana pool
    And Bob will choose Llanowar Elves as targets
    When Alice casts Holy Strength from her hand
    And all players pass priority
    Then Llanowar Elves is 2/3
    When Alice passes priority
    And Bob casts Lightning Bolt from his hand
    And all players pass priority
    Then Alice has Llanowar Elves and Holy Strength in her graveyard
