Feature: 704.5p A permanent that is neither an Aura nor an Equipment can't stay attached
  Only an Aura, an Equipment or a Fortification can be attached to another permanent. If any other
  noncreature permanent is attached to an object, it becomes unattached and remains on the battlefield,
  as a state-based action (CR 704.5p); an Equipment attached to a creature stays attached (CR 704.5n only
  unattaches one from an illegal permanent).

  Background:
    Given a game between Alice and Bob

  @id:non-equipment-artifact-becomes-unattached @cr:704.5p @cr:704.3
  Scenario: Amulet of Vigor, attached to Cloud, becomes unattached and stays on the battlefield
    CR 704.5p: Amulet of Vigor is an artifact but not an Equipment, so the next time state-based actions are
    checked (CR 704.3: whenever a player would receive priority) it becomes unattached from Cloud and stays on
    the battlefield. The boundary is the next scenario: an Equipment on the same creature stays attached.

    Given it is Alice's upkeep
    And Alice controls Cloud, Midgar Mercenary and Amulet of Vigor (attached to Cloud, Midgar Mercenary)
    And Alice's library, from the top, is Forest
    When the game advances to Alice's precombat main phase
    Then Amulet of Vigor is attached to nothing
    And Alice controls Cloud, Midgar Mercenary and Amulet of Vigor

  @id:equipment-on-a-creature-stays-attached @cr:704.5n @cr:704.3 @cr:301.5
  Scenario: Thirsting Axe, attached to Cloud, stays attached as state-based actions are checked
    CR 301.5, 704.5n: an Equipment may be attached to a creature, so the state-based actions that unattach
    Equipment from an illegal permanent and other permanents from anything (704.5p) leave it attached.

    Given it is Alice's upkeep
    And Alice controls Cloud, Midgar Mercenary and Thirsting Axe (attached to Cloud, Midgar Mercenary)
    And Alice's library, from the top, is Forest
    When the game advances to Alice's precombat main phase
    Then Thirsting Axe is attached to Cloud, Midgar Mercenary
