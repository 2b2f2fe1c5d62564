Feature: 704.5p A permanent that is neither an Aura nor an Equipment can't stay attached
  Only an Aura, an Equipment or a Fortification can be attached to another permanent. If any other
  noncreature permanent is attached to an object, it becomes unattached and remains on the battlefield,
  as a state-based action (CR 704.5p). Cloud, Midgar Mercenary doubles the triggered abilities of what is
  attached to it while it is equipped: that shows whether an artifact is still attached to it.

  Background:
    Given a game between Alice and Bob

  @id:non-equipment-artifact-becomes-unattached @cr:704.5p @cr:704.3 @cr:603.2d
  Scenario: Amulet of Vigor, attached to Cloud, becomes unattached; its ability then triggers only once
    CR 704.5p: Amulet of Vigor is an artifact but not an Equipment, so when state-based actions are checked
    in Alice's draw step (CR 704.3) it becomes unattached from Cloud and stays on the battlefield. Cloud is
    then neither equipped nor has Amulet of Vigor attached to it, so when Jidoor enters tapped the Amulet's
    ability triggers once, not twice (CR 603.2d: an Equipment attached to Cloud would trigger an additional
    time, see features/cards/cloud_midgar_mercenary.feature).

    Given it is Alice's upkeep
    And Alice controls Cloud, Midgar Mercenary and Amulet of Vigor (attached to Cloud, Midgar Mercenary)
    And Alice's library, from the top, is Jidoor, Aristocratic Capital
    When the game advances to Alice's precombat main phase
    And Alice plays Jidoor, Aristocratic Capital from her hand
    Then the triggered abilities put on the stack are 1 from Amulet of Vigor
    When all players pass priority until the stack is empty
    Then Jidoor, Aristocratic Capital is untapped
    And Alice controls Amulet of Vigor
