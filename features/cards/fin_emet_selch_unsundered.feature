Feature: Emet-Selch, Unsundered
  Emet-Selch, Unsundered {1}{U}{B} — Legendary Creature — Elder Wizard 2/4, transforming into Hades,
  Sorcerer of Eld (Legendary Creature — Avatar 6/6).
  At the beginning of your upkeep, if there are fourteen or more cards in your graveyard, you may
  transform Emet-Selch.

  Rulings: shared/data/fin-rulings.json (2025-06-06), single-source.

  @id:emet-selch-transforms-with-fourteen-cards @ruling:929a99db124b @cr:202.3b @cr:712.8e @cr:603.4
  Scenario: Emet-Selch transforms at the beginning of Alice's upkeep; Hades has the front face's mana value
    The mana value of a nonmodal double-faced card is the mana value of its front face, no matter which face is
    up. Wording as recorded by one source only (not corroborated).

    Given a game between Alice and Bob
    And it is Bob's end step
    And Alice controls Emet-Selch, Unsundered
    And Alice has 14 Forest in her graveyard
    And Alice will answer the "you may" choices with yes
    When the game advances to Alice's upkeep
    Then Alice controls Hades, Sorcerer of Eld and no Emet-Selch, Unsundered
    And Hades, Sorcerer of Eld on the battlefield has mana value 3
    And Hades, Sorcerer of Eld is 6/6

  @id:emet-selch-no-trigger-with-thirteen-cards @ruling:59250966994e @cr:603.4
  Scenario: With thirteen cards in Alice's graveyard, Emet-Selch's upkeep ability doesn't trigger
    Emet-Selch's last ability checks your graveyard at the moment it would trigger to see if you have fourteen
    or more cards in your graveyard. If you don't, the ability won't trigger at all. If it does trigger, the
    ability will check again as it tries to resolve. If you don't have fourteen or more cards in your graveyard
    at that time, the ability won't resolve and none of its effects will happen. Wording as recorded by one
    source only (not corroborated). This scenario executes the first half (the check as it would trigger); no
    "you may" answer is scripted.

    Given a game between Alice and Bob
    And it is Bob's end step
    And Alice controls Emet-Selch, Unsundered
    And Alice has 13 Forest in her graveyard
    When the game advances to Alice's upkeep
    Then no triggered ability is put on the stack
    And Alice controls Emet-Selch, Unsundered and no Hades, Sorcerer of Eld

  @id:emet-selch-triggers-with-fourteen-cards @ruling:59250966994e @cr:603.4
  Scenario: With fourteen cards in Alice's graveyard, Emet-Selch's upkeep ability triggers
    Emet-Selch's last ability checks your graveyard at the moment it would trigger to see if you have fourteen
    or more cards in your graveyard. If you don't, the ability won't trigger at all. If it does trigger, the
    ability will check again as it tries to resolve. If you don't have fourteen or more cards in your graveyard
    at that time, the ability won't resolve and none of its effects will happen. Wording as recorded by one
    source only (not corroborated). The boundary: fourteen cards make it trigger; Alice declines to transform.

    Given a game between Alice and Bob
    And it is Bob's end step
    And Alice controls Emet-Selch, Unsundered
    And Alice has 14 Forest in her graveyard
    And Alice will answer the "you may" choices with no
    When the game advances to Alice's upkeep
    Then the triggered abilities put on the stack are 1 from Emet-Selch, Unsundered
    And Alice controls Emet-Selch, Unsundered
