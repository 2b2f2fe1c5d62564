Feature: Cloud, Midgar Mercenary
  Cloud, Midgar Mercenary {W}{W} — Legendary Creature — Human Soldier Mercenary 2/1
  When Cloud enters, search your library for an Equipment card, reveal it, put it into your hand, then shuffle.
  As long as Cloud is equipped, if a triggered ability of Cloud or an Equipment attached to it triggers,
  that ability triggers an additional time.

  Rulings: seed page 001_63a3198b8c67b450.txt (2025-06-06). Strata Scythe's linked-abilities ruling is
  shared with Traveling Chocobo's page (see traveling_chocobo.feature for Clive's Hideaway).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:cloud-whenever-trigger-of-equipment @ruling:ad92b11cc86d @cr:603.1 @cr:603.2d @cr:508.1
  Scenario: A "whenever" ability of an Equipment attached to Cloud triggers an additional time
    Triggered abilities use the word "when," "whenever," or "at." They're often written as "[Trigger
    condition], [effect]." Some keyword abilities are triggered abilities and will have "when,"
    "whenever," or "at" in their reminder text.

    Given Alice controls Cloud, Midgar Mercenary and Armory of Iroas (attached to Cloud, Midgar Mercenary)
    When Alice attacks with Cloud, Midgar Mercenary
    Then the triggered abilities put on the stack are 2 from Armory of Iroas
    When all players pass priority until the stack is empty
    Then Cloud, Midgar Mercenary has 2 +1/+1 counters

  @id:cloud-at-trigger-of-equipment @ruling:ad92b11cc86d @cr:603.1 @cr:603.2d @cr:603.4
  Scenario: An "at" ability of an Equipment attached to Cloud triggers an additional time
    Triggered abilities use the word "when," "whenever," or "at." They're often written as "[Trigger
    condition], [effect]." Some keyword abilities are triggered abilities and will have "when,"
    "whenever," or "at" in their reminder text.

    Given Alice controls Cloud, Midgar Mercenary and Thirsting Axe (attached to Cloud, Midgar Mercenary)
    When the game advances to Alice's end step
    Then the triggered abilities put on the stack are 2 from Thirsting Axe
    When all players pass priority until the stack is empty
    Then Alice controls no Cloud, Midgar Mercenary
    And Alice has Cloud, Midgar Mercenary in her graveyard

  @id:cloud-whenever-trigger-elsewhere-once @ruling:ad92b11cc86d @cr:603.2d @cr:301.5a
  Scenario: While Cloud is equipped, a "whenever" ability of an Equipment attached to another creature triggers only once
    Triggered abilities use the word "when," "whenever," or "at." They're often written as "[Trigger
    condition], [effect]." Some keyword abilities are triggered abilities and will have "when,"
    "whenever," or "at" in their reminder text.

    Given Alice controls Cloud, Midgar Mercenary, Isamaru, Hound of Konda and Thirsting Axe (attached to Cloud, Midgar Mercenary)
    And Alice controls Armory of Iroas (attached to Isamaru, Hound of Konda)
    When Alice attacks with Isamaru, Hound of Konda
    Then the triggered abilities put on the stack are 1 from Armory of Iroas
    When all players pass priority until the stack is empty
    Then Isamaru, Hound of Konda has 1 +1/+1 counter

  @id:cloud-at-trigger-elsewhere-once @ruling:ad92b11cc86d @cr:603.2d @cr:603.4 @cr:301.5a
  Scenario: While Cloud is equipped, an "at" ability of an Equipment attached to another creature triggers only once
    Triggered abilities use the word "when," "whenever," or "at." They're often written as "[Trigger
    condition], [effect]." Some keyword abilities are triggered abilities and will have "when,"
    "whenever," or "at" in their reminder text.

    Given Alice controls Cloud, Midgar Mercenary, Isamaru, Hound of Konda and Armory of Iroas (attached to Cloud, Midgar Mercenary)
    And Alice controls Thirsting Axe (attached to Isamaru, Hound of Konda)
    When the game advances to Alice's end step
    Then the triggered abilities put on the stack are 1 from Thirsting Axe
    When all players pass priority until the stack is empty
    Then Alice has Isamaru, Hound of Konda in her graveyard
    And Alice controls Cloud, Midgar Mercenary

  @id:cloud-when-trigger-unequipped @ruling:ad92b11cc86d @cr:603.1 @cr:603.2d @cr:701.23
  Scenario: Cloud's own "when" ability triggers once while Cloud isn't equipped
    Triggered abilities use the word "when," "whenever," or "at." They're often written as "[Trigger
    condition], [effect]." Some keyword abilities are triggered abilities and will have "when,"
    "whenever," or "at" in their reminder text.

    Given Alice has Cloud, Midgar Mercenary in her hand
    And Alice's library, from the top, is Forest, Armory of Iroas and Island
    And Alice has {W}{W} in her mana pool
    And Alice will choose Armory of Iroas when searching
    When Alice casts Cloud, Midgar Mercenary from her hand
    And all players pass priority
    Then the triggered abilities put on the stack are 1 from Cloud, Midgar Mercenary
    When all players pass priority until the stack is empty
    Then Alice has Armory of Iroas in her hand

  @id:cloud-equip-then-double @ruling:ad92b11cc86d @cr:702.6a @cr:603.2d
  Scenario: Once Cloud is equipped by its equip ability, the Equipment's abilities trigger twice
    Triggered abilities use the word "when," "whenever," or "at." They're often written as "[Trigger
    condition], [effect]." Some keyword abilities are triggered abilities and will have "when,"
    "whenever," or "at" in their reminder text.

    Given Alice controls Cloud, Midgar Mercenary and Armory of Iroas
    And Alice has {C}{C} in her mana pool
    And Alice will choose Cloud, Midgar Mercenary as targets
    When Alice activates Armory of Iroas's "Equip {2}" ability
    And all players pass priority
    Then Armory of Iroas is attached to Cloud, Midgar Mercenary
    When Alice attacks with Cloud, Midgar Mercenary
    Then the triggered abilities put on the stack are 2 from Armory of Iroas

  @id:cloud-equip-is-sorcery-speed @cr:702.6a @cr:602.5d @cr:732.1
  Scenario: Equip can be activated only as a sorcery
    CR 702.6a: equip is an activated ability that reads "Activate only as a sorcery", and CR 602.5d:
    such an ability follows the timing rules for casting a sorcery. In the upkeep the equip ability
    is refused, and nothing is paid (CR 732.1); the scenario above equips Cloud in the main phase.

    Given it is Alice's upkeep
    And Alice controls Cloud, Midgar Mercenary and Armory of Iroas
    And Alice has {C}{C} in her mana pool
    When Alice tries to activate Armory of Iroas's "Equip {2}" ability
    Then that is rejected by rule 602.5d
    And Alice's mana pool is {C}{C}

  @id:cloud-separate-targets @ruling:71ddf46d7420 @cr:603.3d @cr:603.2d
  Scenario: Each instance of an attached Equipment's targeted ability chooses its own target
    Cloud's last ability doesn't copy the triggered ability; it just causes the ability to trigger an
    additional time. Any choices made as you put the ability onto the stack, such as modes and
    targets, are made separately for each instance of the ability. Any choices made on resolution,
    such as whether to put counters on a permanent, are also made individually.

    Given Alice controls Cloud, Midgar Mercenary and Ultima Weapon (attached to Cloud, Midgar Mercenary)
    And Bob controls Llanowar Elves and Grazing Gladehart
    And Alice will choose Llanowar Elves, then Grazing Gladehart as targets
    When Alice attacks with Cloud, Midgar Mercenary
    Then the triggered abilities put on the stack are 2 from Ultima Weapon
    When all players pass priority until the stack is empty
    Then Bob controls no Llanowar Elves and no Grazing Gladehart

  @id:cloud-separate-resolution-choices @ruling:71ddf46d7420 @cr:603.2d @cr:609.3
  Scenario: Each instance makes its own choice on resolution
    Cloud's last ability doesn't copy the triggered ability; it just causes the ability to trigger an
    additional time. Any choices made as you put the ability onto the stack, such as modes and
    targets, are made separately for each instance of the ability. Any choices made on resolution,
    such as whether to put counters on a permanent, are also made individually.

    Given Alice controls Cloud, Midgar Mercenary, Slab Hammer (attached to Cloud, Midgar Mercenary), Forest and Island
    And Alice will answer the "you may" choices with yes, then no
    And Alice will choose Forest to return
    When Alice attacks with Cloud, Midgar Mercenary
    Then the triggered abilities put on the stack are 2 from Slab Hammer
    When all players pass priority until the stack is empty
    Then Alice has Forest in her hand
    And Alice controls Island
    And Cloud, Midgar Mercenary is 4/3

  @id:strata-scythe-imprint-twice-sums @ruling:bd854c06c9da @cr:607.3 @cr:607.2a @cr:603.2d
  Scenario: Strata Scythe's imprint triggering twice exiles two lands, and the bonus counts lands named like either
    In some cases involving linked abilities, an ability requires information about "the exiled
    card." When this happens, the ability gets multiple answers. If these answers are being used to
    determine the value of a variable, the sum is used. For example, if Strata Scythe's imprint
    ability ("When this Equipment enters, search your library for a land card, exile it, then
    shuffle.") triggers twice (probably because it somehow entered attached to Cloud), up to two
    total land cards can be exiled. Strata Scythe's last ability will give the equipped creature
    +1/+1 for each land on the battlefield with the same name as either of the exiled cards.

    Given Alice controls Panharmonicon, Sazh's Chocobo, 2 Forest and Island
    And Alice has Strata Scythe in her hand
    And Alice's library, from the top, is Forest, Mountain and Island
    And Alice has {C}{C}{C}{C}{C}{C} in her mana pool
    And Alice will choose Forest, then Island when searching
    And Alice will choose Sazh's Chocobo as targets
    When Alice casts Strata Scythe from her hand
    And all players pass priority
    Then the triggered abilities put on the stack are 2 from Strata Scythe
    When all players pass priority until the stack is empty
    Then Forest and Island are in exile
    When Alice activates Strata Scythe's "Equip {3}" ability
    And all players pass priority
    Then Strata Scythe is attached to Sazh's Chocobo
    And Sazh's Chocobo is 3/4
