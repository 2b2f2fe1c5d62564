Feature: 510 Combat damage step
  As the combat damage step begins, each attacking and blocking creature assigns combat damage equal to its power
  (CR 510.1a): an unblocked creature to the player it attacks (510.1b), a blocked one to the creatures blocking it
  (510.1c), a blocking one to the creature it blocks (510.1d); all of it is dealt at once (510.2). With a creature
  with first strike or double strike in combat, a first combat damage step comes before the regular one (510.4).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:blocked-and-blocker-deal-damage-to-each-other @cr:510.1c @cr:510.1d @cr:510.2 @cr:704.5g
  Scenario: A blocked creature and its blocker deal combat damage to each other, and the player takes none
    CR 510.1c/510.1d: Isamaru, Hound of Konda (2/2) and Grizzly Bears (2/2) deal 2 damage to each other at once
    (510.2); both have lethal damage (704.5g). Bob loses no life.

    Given Alice controls Isamaru, Hound of Konda
    And Bob controls Grizzly Bears
    When Alice attacks with Isamaru, Hound of Konda
    And Bob blocks Isamaru, Hound of Konda with Grizzly Bears
    And the game advances to Alice's end of combat step
    Then Alice has Isamaru, Hound of Konda in her graveyard
    And Bob has Grizzly Bears in his graveyard
    And Bob's life total is 20

  @id:blocker-survives-with-damage @cr:510.1c @cr:120.3e
  Scenario: A blocker with greater toughness survives, with the damage marked on it
    CR 510.1c: the whole of Isamaru's 2 damage goes to its one blocker, Giant Spider (2/4), which survives with 2
    damage marked on it (120.3e) and deals 2 back.

    Given Alice controls Isamaru, Hound of Konda
    And Bob controls Giant Spider
    When Alice attacks with Isamaru, Hound of Konda
    And Bob blocks Isamaru, Hound of Konda with Giant Spider
    And the game advances to Alice's end of combat step
    Then Giant Spider has 2 damage marked on it
    And Alice has Isamaru, Hound of Konda in her graveyard
    And Bob's life total is 20

  @id:blocked-creature-cant-assign-to-player @cr:510.1c
  Scenario: A blocked creature without trample can't assign combat damage to the player
    CR 510.1c: a blocked creature assigns its combat damage to the creatures blocking it; without trample
    (702.19b) none of it may go to the player.

    Given Alice controls Isamaru, Hound of Konda
    And Bob controls Human
    When Alice attacks with Isamaru, Hound of Konda
    And Bob blocks Isamaru, Hound of Konda with Human
    And Alice tries to assign Isamaru, Hound of Konda's combat damage as 1 to Human and 1 to Bob
    Then that is rejected by rule 510.1c
    When the game advances to Alice's end of combat step
    Then Bob's life total is 20
    And Isamaru, Hound of Konda has 1 damage marked on it

  @id:blocked-creature-cant-assign-to-non-blocker @cr:510.1c
  Scenario: A blocked creature can't assign combat damage to a creature that isn't blocking it
    CR 510.1c: a blocked creature assigns its combat damage only to the creatures blocking it, so an assignment
    of Isamaru, Hound of Konda's 2 damage to Bob's Grizzly Bears, which didn't block, is refused even though it
    adds up to Isamaru's power; the damage goes to Human, its one blocker.

    Given Alice controls Isamaru, Hound of Konda
    And Bob controls Human and Grizzly Bears
    When Alice attacks with Isamaru, Hound of Konda
    And Bob blocks Isamaru, Hound of Konda with Human
    And Alice tries to assign Isamaru, Hound of Konda's combat damage as 2 to Grizzly Bears
    Then that is rejected by rule 510.1c
    When the game advances to Alice's end of combat step
    Then Grizzly Bears has 0 damage marked on it
    And Isamaru, Hound of Konda has 1 damage marked on it
    And Bob's life total is 20

  @id:unblocked-creature-has-no-assignment-to-choose @cr:510.1b
  Scenario: An unblocked creature's combat damage can't be assigned to a creature that isn't blocking it
    CR 510.1b: an unblocked attacking creature assigns its combat damage to the player it is attacking; its
    controller has no division to choose (510.1c is for blocked creatures), so an assignment to Bob's Grizzly
    Bears, which didn't block, is refused by 510.1b. Isamaru, Hound of Konda then deals its 2 damage to Bob.

    Given Alice controls Isamaru, Hound of Konda
    And Bob controls Grizzly Bears
    When Alice attacks with Isamaru, Hound of Konda
    And Bob declares no blockers
    And Alice tries to assign Isamaru, Hound of Konda's combat damage as 2 to Grizzly Bears
    Then that is rejected by rule 510.1b
    When the game advances to Alice's end of combat step
    Then Bob's life total is 18
    And Grizzly Bears has 0 damage marked on it

  @id:trample-short-of-lethal-all-to-blocker @cr:702.19b @cr:510.1c
  Scenario: A creature with trample that can't assign lethal damage to its blocker assigns all of it to the blocker
    CR 702.19b: the player may be assigned damage only once every blocker has lethal damage; Mine Raider (3/2,
    trample) has 3 power and Giant Spider (2/4) needs 4, so the one legal assignment is all 3 to Giant Spider, and
    Alice, who assigns nothing herself, has no choice to make. The boundary is in 702_combat_keywords: Colossal
    Dreadmaw's 6 power is enough for lethal damage to Giant Spider and 2 to Bob.

    Given Alice controls Mine Raider
    And Bob controls Giant Spider
    When Alice attacks with Mine Raider
    And Bob blocks Mine Raider with Giant Spider
    And the game advances to Alice's end of combat step
    Then Bob's life total is 20
    And Giant Spider has 3 damage marked on it
    And Alice has Mine Raider in her graveyard

  @id:first-strike-kills-before-regular-damage @cr:510.4 @cr:702.7b
  Scenario: A creature with first strike destroys its blocker before the blocker deals combat damage
    CR 510.4, 702.7b: Vampire Hexmage (2/1, first strike) deals its damage in the first combat damage step; Grizzly
    Bears dies before the regular combat damage step, so it deals none.

    Given Alice controls Vampire Hexmage
    And Bob controls Grizzly Bears
    When Alice attacks with Vampire Hexmage
    And Bob blocks Vampire Hexmage with Grizzly Bears
    And the game advances to Alice's end of combat step
    Then Bob has Grizzly Bears in his graveyard
    And Alice controls Vampire Hexmage
    And Vampire Hexmage has 0 damage marked on it

  @id:first-strike-blocker-survives-and-strikes-back @cr:510.4 @cr:702.7b
  Scenario: A blocker that survives first-strike damage deals its combat damage in the regular step
    CR 510.4: Giant Spider (2/4) survives Vampire Hexmage's 2 first-strike damage and deals 2 damage to it in the
    regular combat damage step.

    Given Alice controls Vampire Hexmage
    And Bob controls Giant Spider
    When Alice attacks with Vampire Hexmage
    And Bob blocks Vampire Hexmage with Giant Spider
    And the game advances to Alice's end of combat step
    Then Alice has Vampire Hexmage in her graveyard
    And Giant Spider has 2 damage marked on it

  @id:double-strike-unblocked @cr:702.4b @cr:510.4
  Scenario: An unblocked creature with double strike deals combat damage in both combat damage steps
    CR 702.4b: double strike deals both first-strike and regular combat damage. Fencing Ace is 1/1.

    Given Alice controls Fencing Ace
    When Alice attacks with Fencing Ace
    And Bob declares no blockers
    And the game advances to Alice's combat damage step
    Then Bob's life total is 19
    When the game advances to Alice's end of combat step
    Then Bob's life total is 18

  @id:double-strike-blocked @cr:702.4b @cr:510.4
  Scenario: A blocked creature with double strike deals damage in the first step, and again with its blocker's damage
    CR 510.4: in the first combat damage step only Fencing Ace deals damage (1 to Grizzly Bears); in the second,
    both do, and both die.

    Given Alice controls Fencing Ace
    And Bob controls Grizzly Bears
    When Alice attacks with Fencing Ace
    And Bob blocks Fencing Ace with Grizzly Bears
    And the game advances to Alice's combat damage step
    Then Grizzly Bears has 1 damage marked on it
    And Fencing Ace has 0 damage marked on it
    When the game advances to Alice's end of combat step
    Then Alice has Fencing Ace in her graveyard
    And Bob has Grizzly Bears in his graveyard

  @id:no-first-strike-one-damage-step @cr:510.4
  Scenario: Without first strike or double strike in combat, there is one combat damage step
    CR 510.4: the second combat damage step exists only when a creature with first strike or double strike is in
    combat; Isamaru's damage is dealt in the one step.

    Given Alice controls Isamaru, Hound of Konda
    When Alice attacks with Isamaru, Hound of Konda
    And Bob declares no blockers
    And the game advances to Alice's combat damage step
    Then Bob's life total is 18
    When the game advances to Alice's end of combat step
    Then Bob's life total is 18
