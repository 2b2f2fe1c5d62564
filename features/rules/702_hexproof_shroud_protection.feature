Feature: 702.11, 702.16, 702.18 Hexproof, protection and shroud stop targeting
  Hexproof, shroud and protection are static abilities that stop an object or player from being chosen
  as a target (CR 702.11, 702.18, 702.16). A spell that would target one can't be cast that way: the
  refusal cites the keyword's own rule, not the general rule on targets (CR 115.1), and the cast is
  reversed (CR 732.1).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:hexproof-stops-an-opponents-spell @cr:702.11b @cr:601.2c
  Scenario: An opponent's spell can't target a creature with hexproof
    CR 702.11b: "Hexproof" on a permanent means it can't be the target of spells or abilities its
    controller's opponents control.

    Given Bob controls Gladecover Scout
    And Alice has Lightning Bolt in her hand
    And Alice has {R} in her mana pool
    And Alice will choose Gladecover Scout as targets
    When Alice tries to cast Lightning Bolt from her hand
    Then that is rejected by rule 702.11b
    And Alice has Lightning Bolt in her hand
    And Alice's mana pool is {R}

  @id:hexproof-allows-its-controllers-spell @cr:702.11b
  Scenario: Its controller's own spell can target a creature with hexproof
    CR 702.11b: hexproof stops only the spells and abilities of its controller's opponents.

    Given Alice controls Gladecover Scout
    And Alice has Lightning Bolt in her hand
    And Alice has {R} in her mana pool
    And Alice will choose Gladecover Scout as targets
    When Alice casts Lightning Bolt from her hand
    And all players pass priority until the stack is empty
    Then Alice has Gladecover Scout in her graveyard

  @id:player-hexproof-stops-an-opponents-spell @cr:702.11c
  Scenario: An opponent's spell can't target a player with hexproof
    CR 702.11c: "Hexproof" on a player means they can't be the target of spells or abilities their
    opponents control. Leyline of Sanctity gives its controller hexproof.

    Given Bob controls Leyline of Sanctity
    And Alice has Lightning Bolt in her hand
    And Alice has {R} in her mana pool
    And Alice will choose Bob as targets
    When Alice tries to cast Lightning Bolt from her hand
    Then that is rejected by rule 702.11c
    And Bob's life total is 20
    And Alice has Lightning Bolt in her hand

  @id:player-hexproof-allows-own-spell @cr:702.11c
  Scenario: A player with hexproof can target themselves
    CR 702.11c: a player's hexproof stops only their opponents' spells and abilities.

    Given it is Bob's precombat main phase
    And Bob controls Leyline of Sanctity
    And Bob has Lightning Bolt in his hand
    And Bob has {R} in his mana pool
    And Bob will choose Bob as targets
    When Bob casts Lightning Bolt from his hand
    And all players pass priority until the stack is empty
    Then Bob's life total is 17

  @id:shroud-stops-even-its-controllers-spell @cr:702.18a
  Scenario: Not even its controller's spell can target a creature with shroud
    CR 702.18a: "Shroud" means it can't be the target of spells or abilities, its controller's included.

    Given Alice controls Elvish Lookout
    And Alice has Lightning Bolt in her hand
    And Alice has {R} in her mana pool
    And Alice will choose Elvish Lookout as targets
    When Alice tries to cast Lightning Bolt from her hand
    Then that is rejected by rule 702.18a
    And Alice controls Elvish Lookout
    And Alice has Lightning Bolt in her hand

  @id:protection-stops-a-spell-of-that-color @cr:702.16b
  Scenario: A red spell can't target a creature with protection from red
    CR 702.16b: a permanent with protection can't be targeted by spells with the stated quality.

    Given Bob controls Repentant Blacksmith
    And Alice has Lightning Bolt in her hand
    And Alice has {R} in her mana pool
    And Alice will choose Repentant Blacksmith as targets
    When Alice tries to cast Lightning Bolt from her hand
    Then that is rejected by rule 702.16b
    And Alice has Lightning Bolt in her hand

  @id:protection-allows-another-color @cr:702.16b
  Scenario: A white ability can target a creature with protection from red
    CR 702.16b: protection stops only spells and abilities from sources with the stated quality.

    Given Bob controls Repentant Blacksmith
    And Alice controls Giant Killer
    And Alice has {W}{C} in her mana pool
    And Alice will choose Repentant Blacksmith as targets
    When Alice activates Giant Killer's "{1}{W}, {T}: Tap target creature." ability
    And all players pass priority until the stack is empty
    Then Repentant Blacksmith is tapped
