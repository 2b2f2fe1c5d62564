Feature: 506 Combat phase: removal from combat
  A creature that leaves the battlefield is removed from combat (CR 506.4). An attacking creature stays blocked even
  if every creature blocking it is removed from combat (509.1h); it then assigns no combat damage (510.1c), unless it
  has trample, which assigns all its damage to the player (702.19e). Combat ends after the end of combat step: no
  creature is attacking or blocking any more (511.3).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:blocker-removed-attacker-stays-blocked @cr:506.4 @cr:509.1h @cr:510.1c
  Scenario: The blocker is destroyed before damage: the attacking creature stays blocked and deals no damage
    CR 509.1h, 510.1c: Stomp deals 2 damage to Grizzly Bears in the declare blockers step; Isamaru, Hound of Konda
    remains blocked with no creature blocking it, so it assigns no combat damage and Bob loses no life.

    Given Alice controls Isamaru, Hound of Konda and 2 Mountain
    And Alice has Bonecrusher Giant in her hand
    And Bob controls Grizzly Bears
    And Alice will choose Grizzly Bears as targets
    When Alice attacks with Isamaru, Hound of Konda
    And Bob blocks Isamaru, Hound of Konda with Grizzly Bears
    And Alice casts Stomp from her hand by tapping Mountain and Mountain
    And all players pass priority
    Then Bob has Grizzly Bears in his graveyard
    And Isamaru, Hound of Konda is blocked
    When the game advances to Alice's end of combat step
    Then Bob's life total is 20
    And Isamaru, Hound of Konda has 0 damage marked on it

  @id:blocker-removed-trample-damage-to-player @cr:506.4 @cr:702.19e
  Scenario: The blocker of a creature with trample is destroyed before damage: all its damage goes to the player
    CR 702.19e: a blocked creature with trample and no creature blocking it assigns all its damage to the player.

    Given Alice controls Colossal Dreadmaw and 2 Mountain
    And Alice has Bonecrusher Giant in her hand
    And Bob controls Grizzly Bears
    And Alice will choose Grizzly Bears as targets
    When Alice attacks with Colossal Dreadmaw
    And Bob blocks Colossal Dreadmaw with Grizzly Bears
    And Alice casts Stomp from her hand by tapping Mountain and Mountain
    And all players pass priority
    And the game advances to Alice's end of combat step
    Then Bob's life total is 14

  @id:combat-ends-after-end-of-combat @cr:511.3
  Scenario: After the end of combat step, no creature is attacking or blocking
    CR 511.3: as the end of combat step ends, all creatures are removed from combat.

    Given Alice controls Isamaru, Hound of Konda
    And Bob controls Darksteel Myr
    When Alice attacks with Isamaru, Hound of Konda
    And Bob blocks Isamaru, Hound of Konda with Darksteel Myr
    And the game advances to Alice's end of combat step
    Then Isamaru, Hound of Konda is attacking
    And Darksteel Myr is blocking Isamaru, Hound of Konda
    When the game advances to Alice's postcombat main phase
    Then Isamaru, Hound of Konda is not attacking
    And Darksteel Myr is not blocking

  @id:attacker-removed-blocker-deals-no-damage @cr:506.4 @cr:510.1d
  Scenario: The attacking creature is destroyed before damage: its blocker blocks nothing and deals no damage
    CR 506.4: Isamaru, Hound of Konda leaves the battlefield, so it is removed from combat; Giant Spider is then
    blocking no creature and assigns no combat damage (510.1d).

    Given Alice controls Isamaru, Hound of Konda
    And Bob controls Giant Spider and 2 Mountain
    And Bob has Bonecrusher Giant in his hand
    And Bob will choose Isamaru, Hound of Konda as targets
    When Alice attacks with Isamaru, Hound of Konda
    And Bob blocks Isamaru, Hound of Konda with Giant Spider
    And Alice passes priority
    And Bob casts Stomp from his hand by tapping Mountain and Mountain
    And all players pass priority
    Then Alice has Isamaru, Hound of Konda in her graveyard
    And Giant Spider is not blocking
    When the game advances to Alice's end of combat step
    Then Giant Spider has 0 damage marked on it
    And Bob's life total is 20
