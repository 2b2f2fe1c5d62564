Feature: 702 Combat keywords
  Keyword abilities that change combat damage: trample (CR 702.19), deathtouch (702.2), lifelink (702.15),
  indestructible (702.12) and vigilance (702.20).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:trample-lethal-then-player @cr:702.19b
  Scenario: A creature with trample assigns lethal damage to its blocker and the rest to the player
    CR 702.19b: once lethal damage is assigned to all its blockers, the rest may be assigned to the player. Colossal
    Dreadmaw (6/6, trample) is blocked by Giant Spider (2/4): 4 is lethal.

    Given Alice controls Colossal Dreadmaw
    And Bob controls Giant Spider
    When Alice attacks with Colossal Dreadmaw
    And Bob blocks Colossal Dreadmaw with Giant Spider
    And Alice assigns Colossal Dreadmaw's combat damage as 4 to Giant Spider and 2 to Bob
    Then Bob's life total is 18
    And Bob has Giant Spider in his graveyard
    And Colossal Dreadmaw has 2 damage marked on it

  @id:trample-less-than-lethal-refused @cr:702.19b
  Scenario: A creature with trample can't assign damage to the player before its blocker has lethal damage
    CR 702.19b: 3 damage isn't lethal to Giant Spider (toughness 4), so none may go to Bob.

    Given Alice controls Colossal Dreadmaw
    And Bob controls Giant Spider
    When Alice attacks with Colossal Dreadmaw
    And Bob blocks Colossal Dreadmaw with Giant Spider
    And Alice tries to assign Colossal Dreadmaw's combat damage as 3 to Giant Spider and 3 to Bob
    Then that is rejected by rule 702.19b
    And Bob's life total is 20

  @id:trample-all-to-blocker @cr:702.19b @cr:510.1c
  Scenario: A creature with trample may assign all its damage to its blocker
    CR 702.19b: trample allows, but doesn't require, assigning the excess to the player.

    Given Alice controls Colossal Dreadmaw
    And Bob controls Giant Spider
    When Alice attacks with Colossal Dreadmaw
    And Bob blocks Colossal Dreadmaw with Giant Spider
    And Alice assigns Colossal Dreadmaw's combat damage as 6 to Giant Spider
    Then Bob's life total is 20
    And Bob has Giant Spider in his graveyard

  @id:trample-over-deathtouch-blocker-one-is-lethal @cr:702.19b @cr:702.2b
  Scenario: Trample over a 1/1 blocker with deathtouch: 1 damage is lethal to it, 5 go to the player
    CR 702.19b: Typhoid Rats has toughness 1, so 1 damage is lethal; its deathtouch destroys Colossal Dreadmaw
    (702.2b, 704.5h).

    Given Alice controls Colossal Dreadmaw
    And Bob controls Typhoid Rats
    When Alice attacks with Colossal Dreadmaw
    And Bob blocks Colossal Dreadmaw with Typhoid Rats
    And Alice assigns Colossal Dreadmaw's combat damage as 1 to Typhoid Rats and 5 to Bob
    Then Bob's life total is 15
    And Bob has Typhoid Rats in his graveyard
    And Alice has Colossal Dreadmaw in her graveyard

  @id:trample-with-deathtouch-one-is-lethal @cr:702.2c @cr:702.19b @cr:702.15b
  Scenario: A creature with trample and deathtouch needs to assign only 1 damage to its blocker
    CR 702.2c: with deathtouch, any nonzero amount of combat damage assigned to a creature is lethal damage, so
    trample (702.19b) lets Colossal Dreadmaw, equipped with Basilisk Collar (deathtouch and lifelink), assign 1 to
    Giant Spider (toughness 4) and 5 to Bob. Alice gains 6 life (702.15b).

    Given Alice controls Colossal Dreadmaw and Basilisk Collar (attached to Colossal Dreadmaw)
    And Bob controls Giant Spider
    When Alice attacks with Colossal Dreadmaw
    And Bob blocks Colossal Dreadmaw with Giant Spider
    And Alice assigns Colossal Dreadmaw's combat damage as 1 to Giant Spider and 5 to Bob
    Then Bob's life total is 15
    And Alice's life total is 26
    And Bob has Giant Spider in his graveyard

  @id:lifelink-trample-one-life-gain-event @cr:702.15b @cr:510.2 @cr:119.9
  Scenario: Combat damage a creature with lifelink deals to a blocker and a player at once is one life gain
    CR 510.2: combat damage is dealt at once, so Colossal Dreadmaw (trample, with Basilisk Collar's lifelink) gains
    Alice 6 life in one event (702.15b), and Aerith Gainsborough's "Whenever you gain life, put a +1/+1 counter on
    Aerith Gainsborough" triggers once.

    Given Alice controls Colossal Dreadmaw, Basilisk Collar (attached to Colossal Dreadmaw) and Aerith Gainsborough
    And Bob controls Giant Spider
    When Alice attacks with Colossal Dreadmaw
    And Bob blocks Colossal Dreadmaw with Giant Spider
    And Alice assigns Colossal Dreadmaw's combat damage as 1 to Giant Spider and 5 to Bob
    Then the triggered abilities put on the stack are 1 from Aerith Gainsborough
    And Alice's life total is 26

  @id:deathtouch-blocker-destroys-attacker @cr:702.2b @cr:704.5h
  Scenario: Any combat damage from a creature with deathtouch destroys the creature it's dealt to
    CR 702.2b: 1 damage from Typhoid Rats is lethal to Isamaru, Hound of Konda (2/2).

    Given Alice controls Isamaru, Hound of Konda
    And Bob controls Typhoid Rats
    When Alice attacks with Isamaru, Hound of Konda
    And Bob blocks Isamaru, Hound of Konda with Typhoid Rats
    And the game advances to Alice's end of combat step
    Then Alice has Isamaru, Hound of Konda in her graveyard
    And Bob has Typhoid Rats in his graveyard

  @id:no-deathtouch-one-damage-not-lethal @cr:702.2b @cr:704.5g
  Scenario: Without deathtouch, 1 damage to a 2/2 isn't lethal
    CR 704.5g: a Human token (1/1) deals 1 damage to Isamaru, Hound of Konda, which survives.

    Given Alice controls Isamaru, Hound of Konda
    And Bob controls Human
    When Alice attacks with Isamaru, Hound of Konda
    And Bob blocks Isamaru, Hound of Konda with Human
    And the game advances to Alice's end of combat step
    Then Alice controls Isamaru, Hound of Konda
    And Isamaru, Hound of Konda has 1 damage marked on it
    And Bob controls no Human

  @id:lifelink-blocked-attacker-gains-life @cr:702.15b @cr:510.2
  Scenario: Combat damage dealt to a creature by a creature with lifelink gains its controller that much life
    CR 702.15b: Vampire Nighthawk (2/3: flying, deathtouch, lifelink) deals 2 damage to Giant Spider; Alice gains 2.

    Given Alice controls Vampire Nighthawk
    And Bob controls Giant Spider
    When Alice attacks with Vampire Nighthawk
    And Bob blocks Vampire Nighthawk with Giant Spider
    And the game advances to Alice's end of combat step
    Then Alice's life total is 22
    And Bob's life total is 20
    And Bob has Giant Spider in his graveyard
    And Vampire Nighthawk has 2 damage marked on it

  @id:lifelink-prevented-damage-gains-no-life @cr:702.15b @cr:615.1a @cr:702.2b
  Scenario: Combat damage from a creature with lifelink that is all prevented gains its controller no life
    CR 702.15b: lifelink gains life for the damage its source deals; prevented damage isn't dealt (615.1a). Diamond
    Weapon (8/8, reach) prevents all combat damage that would be dealt to it, so Vampire Nighthawk deals none: Alice
    gains no life and its deathtouch destroys nothing (702.2b). The boundary is the scenario above: the same 2
    damage to Giant Spider, not prevented, gains Alice 2 life.

    Given Alice controls Vampire Nighthawk
    And Bob controls Diamond Weapon
    When Alice attacks with Vampire Nighthawk
    And Bob blocks Vampire Nighthawk with Diamond Weapon
    And the game advances to Alice's end of combat step
    Then Alice's life total is 20
    And Bob controls Diamond Weapon
    And Diamond Weapon has 0 damage marked on it
    And Alice has Vampire Nighthawk in her graveyard

  @id:lifelink-blocker-gains-life @cr:702.15b @cr:510.1d
  Scenario: A blocking creature with lifelink gains its controller life for the damage it deals
    CR 702.15b applies to any damage: Bob's Vampire Nighthawk blocks and deals 2 damage; Bob gains 2 life.

    Given Alice controls Isamaru, Hound of Konda
    And Bob controls Vampire Nighthawk
    When Alice attacks with Isamaru, Hound of Konda
    And Bob blocks Isamaru, Hound of Konda with Vampire Nighthawk
    And the game advances to Alice's end of combat step
    Then Bob's life total is 22
    And Alice's life total is 20
    And Alice has Isamaru, Hound of Konda in her graveyard

  @id:indestructible-blocker-survives-lethal-damage @cr:702.12b @cr:704.5g
  Scenario: An indestructible blocker with lethal damage isn't destroyed
    CR 702.12b: Darksteel Myr (0/1, indestructible) has 2 damage marked on it and stays on the battlefield.

    Given Alice controls Isamaru, Hound of Konda
    And Bob controls Darksteel Myr
    When Alice attacks with Isamaru, Hound of Konda
    And Bob blocks Isamaru, Hound of Konda with Darksteel Myr
    And the game advances to Alice's end of combat step
    Then Bob controls Darksteel Myr
    And Darksteel Myr has 2 damage marked on it
    And Alice controls Isamaru, Hound of Konda
    And Bob's life total is 20

  @id:vigilance-attacker-untapped-blocked @cr:702.20b @cr:510.1c
  Scenario: A creature with vigilance attacks without tapping and deals its damage to its blocker
    CR 702.20b: Serra Angel stays untapped while attacking; blocked by Giant Spider, it deals 4 damage to it.

    Given Alice controls Serra Angel
    And Bob controls Giant Spider
    When Alice attacks with Serra Angel
    Then Serra Angel is untapped
    And Serra Angel is attacking
    When Bob blocks Serra Angel with Giant Spider
    And the game advances to Alice's end of combat step
    Then Serra Angel is untapped
    And Serra Angel is attacking
    And Bob has Giant Spider in his graveyard
