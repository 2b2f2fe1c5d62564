Feature: Towns: a land type with no special meaning
  The Gold Saucer — Land — Town: {T}: Add {C}. {2}, {T}: Flip a coin. If you win the flip, create a Treasure
  token. {3}, {T}, Sacrifice two artifacts: Draw a card.
  Clive's Hideaway — Land — Town: Hideaway 4. {T}: Add {C}. {2}, {T}: You may play the exiled card without
  paying its mana cost if you control four or more legendary creatures.

  Rulings: shared/data/fin-rulings.json (2025-06-06). The ruling is recorded for The Gold Saucer by two
  repositories (corroborated); for Clive's Hideaway by one (shaggy806/MTG-Engine only). CR 205.3i lists
  Town among the land types; only the basic land types carry a mana ability (305.6).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Lightning Bolt in her hand
    And Alice will choose Bob as targets

  @ruling:05c204fafe4b @cr:205.3i @cr:305.6
  Rule: Town gives a land no ability
    Town is a land type with no special meaning. It doesn't grant the land any intrinsic abilities. Other cards
    may care about which lands are Towns.

    @id:gold-saucer-town-taps-for-colorless
    Scenario: The Gold Saucer is a Town that taps for {C} and can't pay for Lightning Bolt
      Given Alice controls The Gold Saucer
      Then the The Gold Saucer Alice controls has card type Land and subtype Town
      When Alice tries to cast Lightning Bolt from her hand by tapping The Gold Saucer
      Then that is rejected by rule 601.2h
      When Alice activates The Gold Saucer's "{T}: Add {C}." ability
      Then Alice's mana pool is {C}

    @id:gold-saucer-mountain-basic-type-pays
    Scenario: Beside The Gold Saucer, a Mountain's basic land type gives it {T}: Add {R}, which pays for Lightning Bolt
      Given Alice controls The Gold Saucer and Mountain
      When Alice casts Lightning Bolt from her hand by tapping Mountain
      And all players pass priority until the stack is empty
      Then Bob's life total is 17
      And The Gold Saucer is untapped

    @id:clives-hideaway-town-taps-for-colorless
    Scenario: Clive's Hideaway is a Town that taps for {C} and can't pay for Lightning Bolt
      Given Alice controls Clive's Hideaway
      Then the Clive's Hideaway Alice controls has card type Land and subtype Town
      When Alice tries to cast Lightning Bolt from her hand by tapping Clive's Hideaway
      Then that is rejected by rule 601.2h
      When Alice activates Clive's Hideaway's "{T}: Add {C}." ability
      Then Alice's mana pool is {C}

    @id:clives-hideaway-mountain-basic-type-pays
    Scenario: Beside Clive's Hideaway, a Mountain pays for Lightning Bolt
      Given Alice controls Clive's Hideaway and Mountain
      When Alice casts Lightning Bolt from her hand by tapping Mountain
      And all players pass priority until the stack is empty
      Then Bob's life total is 17
      And Clive's Hideaway is untapped
