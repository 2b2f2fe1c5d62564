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

  @id:hades-no-dies-trigger-for-own-permanent @ruling:79abb4dd018a @cr:614.1a @cr:700.4
  Scenario: With Hades, Alice's Hangarback Walker is exiled instead of dying: its dies ability doesn't trigger
    While you control Hades, Sorcerer of Eld, abilities that trigger whenever a permanent you own is put into
    your graveyard from the battlefield (for example, "When this creature dies . . .") won't trigger. Wording as
    recorded by one source only (not corroborated).

    Given a game between Alice and Bob
    And it is Bob's end step
    And Alice controls Emet-Selch, Unsundered
    And Alice has 14 Forest in her graveyard
    And Alice will answer the "you may" choices with yes
    And Alice controls Hangarback Walker (with 1 +1/+1 counter)
    And Alice controls Mountain
    And Alice has Lightning Bolt in her hand
    And Alice will choose Hangarback Walker as targets
    When the game advances to Alice's upkeep
    Then Alice controls Hades, Sorcerer of Eld
    When Alice activates Mountain's "{T}: Add {R}." ability
    And Alice casts Lightning Bolt from her hand
    And all players pass priority until the stack is empty
    Then Hangarback Walker and Lightning Bolt are in exile
    And no triggered ability is put on the stack
    And Alice controls no Thopter

  @id:hades-opponents-permanent-still-dies @ruling:79abb4dd018a @cr:614.1a @cr:700.4
  Scenario: With Hades, Bob's Hangarback Walker still goes to Bob's graveyard, and its dies ability triggers
    While you control Hades, Sorcerer of Eld, abilities that trigger whenever a permanent you own is put into
    your graveyard from the battlefield (for example, "When this creature dies . . .") won't trigger. Wording as
    recorded by one source only (not corroborated). The boundary: Hades's replacement applies only to Alice's
    graveyard.

    Given a game between Alice and Bob
    And it is Bob's end step
    And Alice controls Emet-Selch, Unsundered
    And Alice has 14 Forest in her graveyard
    And Alice will answer the "you may" choices with yes
    And Bob controls Hangarback Walker (with 1 +1/+1 counter)
    And Alice controls Mountain
    And Alice has Lightning Bolt in her hand
    And Alice will choose Hangarback Walker as targets
    When the game advances to Alice's upkeep
    Then Alice controls Hades, Sorcerer of Eld
    When Alice activates Mountain's "{T}: Add {R}." ability
    And Alice casts Lightning Bolt from her hand
    And all players pass priority until the stack is empty
    Then Bob has Hangarback Walker in his graveyard
    And Bob controls Thopter

  @id:hades-discard-still-triggers @ruling:9202a638ce48 @cr:701.9a @cr:614.1a
  Scenario: With Hades, a card Alice discards to cycling is exiled, and Flameblade Adept's discard ability still triggers
    If you discard a card while you control Hades, Sorcerer of Eld, abilities that function when a card is
    discarded (such as madness) still work, even though that card never reaches your graveyard. Spells or
    abilities that check the characteristics of a discarded card can find that card in exile. Wording as
    recorded by one source only (not corroborated).

    Given a game between Alice and Bob
    And it is Bob's end step
    And Alice controls Emet-Selch, Unsundered
    And Alice has 14 Forest in her graveyard
    And Alice will answer the "you may" choices with yes
    And Alice controls Flameblade Adept
    And Alice has Street Wraith in her hand
    And Alice's library, from the top, is Island
    When the game advances to Alice's upkeep
    Then Alice controls Hades, Sorcerer of Eld
    When Alice cycles Street Wraith from her hand
    And all players pass priority until the stack is empty
    Then Street Wraith is in exile
    And Flameblade Adept is 2/2
    And Alice has Island in her hand

  @id:hades-cast-from-graveyard-paying-its-cost @ruling:90f3e5dcd64b @cr:601.3 @cr:601.2h
  Scenario: With Hades, during her turn Alice casts Lightning Bolt from her graveyard, paying {R}
    You pay all costs and follow all timing rules for cards played with the permission granted by Hades,
    Sorcerer of Eld's second ability. Wording as recorded by one source only (not corroborated). Lightning Bolt
    is then put into Alice's graveyard from the stack, so Hades exiles it.

    Given a game between Alice and Bob
    And it is Bob's end step
    And Alice controls Emet-Selch, Unsundered
    And Alice has 13 Forest and Lightning Bolt in her graveyard
    And Alice will answer the "you may" choices with yes
    And Alice controls Mountain
    And Alice will choose Bob as targets
    When the game advances to Alice's upkeep
    Then Alice controls Hades, Sorcerer of Eld
    When Alice activates Mountain's "{T}: Add {R}." ability
    And Alice casts Lightning Bolt from her graveyard
    And all players pass priority until the stack is empty
    Then Bob's life total is 17
    And Lightning Bolt is in exile

  @id:hades-cast-from-graveyard-must-pay @ruling:90f3e5dcd64b @cr:601.2h
  Scenario: With Hades, Alice can't cast Gilded Goose from her graveyard without paying its cost
    You pay all costs and follow all timing rules for cards played with the permission granted by Hades,
    Sorcerer of Eld's second ability. Wording as recorded by one source only (not corroborated). The boundary:
    the permission doesn't pay the cost.

    Given a game between Alice and Bob
    And it is Bob's end step
    And Alice controls Emet-Selch, Unsundered
    And Alice has 13 Forest and Gilded Goose in her graveyard
    And Alice will answer the "you may" choices with yes
    And Alice's library, from the top, is Island
    When the game advances to Alice's upkeep
    Then Alice controls Hades, Sorcerer of Eld
    When the game advances to Alice's precombat main phase
    And Alice tries to cast Gilded Goose from her graveyard
    Then that is rejected by rule 601.2h
    And Alice has Gilded Goose in her graveyard

  @id:hades-land-from-graveyard-follows-timing @ruling:90f3e5dcd64b @cr:305.1
  Scenario: With Hades, a land in Alice's graveyard can be played only when she could play a land: not in her upkeep, yes in her main phase
    You pay all costs and follow all timing rules for cards played with the permission granted by Hades,
    Sorcerer of Eld's second ability. Wording as recorded by one source only (not corroborated).

    Given a game between Alice and Bob
    And it is Bob's end step
    And Alice controls Emet-Selch, Unsundered
    And Alice has 13 Forest and Lightning Bolt in her graveyard
    And Alice will answer the "you may" choices with yes
    And Alice's library, from the top, is Island
    When the game advances to Alice's upkeep
    Then Alice controls Hades, Sorcerer of Eld
    When Alice tries to play Forest from her graveyard
    Then that is rejected by rule 305.1
    When the game advances to Alice's precombat main phase
    And Alice plays Forest from her graveyard
    Then Alice controls Forest
