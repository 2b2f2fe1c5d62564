Feature: Cloud, Midgar Mercenary: each extra instance of a trigger makes its own choices (condensed wording)
  Cloud, Midgar Mercenary — {W}{W} Legendary Creature — Human Soldier Mercenary 2/1: When Cloud enters, search
  your library for an Equipment card, reveal it, put it into your hand, then shuffle. As long as Cloud is
  equipped, if a triggered ability of Cloud or an Equipment attached to it triggers, that ability triggers an
  additional time.

  The rulings file carries this ruling twice for Cloud: 71ddf46d7420 (two sources, shown by
  cloud_midgar_mercenary.feature) and c7d31b14e258, a shorter wording from a single source
  (wingedsheep/argentum-engine:mtg-sets/2025/src/main/kotlin/com/wingedsheep/mtg/sets/definitions/fin/cards/CloudMidgarMercenary.kt@24c27f1093ea2ccd6ef41b97574645287ae7b318),
  not marked suspect wording. The scenarios below run the same examples under the shorter wording's key.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:fin-cloud-condensed-separate-targets @ruling:c7d31b14e258 @cr:603.3d @cr:603.2d
  Scenario: Each instance of an attached Equipment's targeted ability chooses its own target (condensed wording)
    Cloud's last ability doesn't copy the triggered ability; it just causes the ability to trigger an
    additional time. Any choices made as you put the ability onto the stack, such as modes and targets, are
    made separately for each instance of the ability. Any choices made on resolution are also made
    individually.

    Given Alice controls Cloud, Midgar Mercenary and Ultima Weapon (attached to Cloud, Midgar Mercenary)
    And Bob controls Llanowar Elves and Grazing Gladehart
    And Alice will choose Llanowar Elves, then Grazing Gladehart as targets
    When Alice attacks with Cloud, Midgar Mercenary
    Then the triggered abilities put on the stack are 2 from Ultima Weapon
    When all players pass priority until the stack is empty
    Then Bob controls no Llanowar Elves and no Grazing Gladehart

  @id:fin-cloud-condensed-separate-resolution-choices @ruling:c7d31b14e258 @cr:603.2d @cr:609.3
  Scenario: Each instance makes its own choice on resolution (condensed wording)
    Cloud's last ability doesn't copy the triggered ability; it just causes the ability to trigger an
    additional time. Any choices made as you put the ability onto the stack, such as modes and targets, are
    made separately for each instance of the ability. Any choices made on resolution are also made
    individually.

    Given Alice controls Cloud, Midgar Mercenary, Slab Hammer (attached to Cloud, Midgar Mercenary), Forest and Island
    And Alice will answer the "you may" choices with yes, then no
    And Alice will choose Forest to return
    When Alice attacks with Cloud, Midgar Mercenary
    Then the triggered abilities put on the stack are 2 from Slab Hammer
    When all players pass priority until the stack is empty
    Then Alice has Forest in her hand
    And Alice controls Island
    And Cloud, Midgar Mercenary is 4/3
