Feature: Ancient Adamantoise
  Ancient Adamantoise {5}{G}{G}{G} — Creature — Turtle 8/20. "Damage isn't removed from this creature during
  cleanup steps." (514.2) Regeneration (701.19) removes all damage marked on a permanent as it replaces its
  destruction. (Its ward, damage redirection and dies ability are declared not modelled: no scenario here needs
  them.)

  Rulings: shared/data/fin-rulings.json (2025-06-06), recorded by two sources (wingedsheep/argentum-engine and
  morvor/mtg-sim).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Sephiroth, Fabled SOLDIER, 4 Mountain and 6 Plains
    And Bob controls Ancient Adamantoise and Forest
    And Alice has Nibelheim Aflame and Akroma's Vengeance in her hand
    And Alice will choose Sephiroth, Fabled SOLDIER as targets

  @id:fin-adamantoise-regeneration-removes-damage @ruling:15b9faab4d27 @cr:701.19c @cr:120.6
  Scenario: Ancient Adamantoise with 3 damage marked regenerates from Akroma's Vengeance: it is tapped and its damage is removed
    Effects that remove all damage from a permanent (such as regeneration) will still remove damage from Ancient
    Adamantoise. Recorded by two sources. Sephiroth, Fabled SOLDIER deals 3 damage to it with Nibelheim Aflame;
    Bob's Mending Touch gives it a regeneration shield; Akroma's Vengeance would destroy it.

    Given Bob has Mending Touch in his hand
    And Bob will choose Ancient Adamantoise as targets
    When Alice casts Nibelheim Aflame from her hand by tapping 4 Mountain
    And all players pass priority until the stack is empty
    Then Ancient Adamantoise has 3 damage marked on it
    When Alice passes priority
    And Bob activates Forest's "{T}: Add {G}." ability
    And Bob casts Mending Touch from his hand
    And all players pass priority until the stack is empty
    And Alice casts Akroma's Vengeance from her hand by tapping 6 Plains
    And all players pass priority until the stack is empty
    Then Bob controls Ancient Adamantoise
    And Ancient Adamantoise has 0 damage marked on it
    And Ancient Adamantoise is tapped
    And Alice has Sephiroth, Fabled SOLDIER in her graveyard

  @id:fin-adamantoise-damage-stays-through-cleanup @ruling:15b9faab4d27 @cr:514.2
  Scenario: Without regeneration, the 3 damage on Ancient Adamantoise stays through Alice's cleanup step
    Effects that remove all damage from a permanent (such as regeneration) will still remove damage from Ancient
    Adamantoise. Recorded by two sources. The boundary: the cleanup step doesn't remove its damage (514.2), so it
    is still marked in Bob's upkeep.

    Given Bob's library, from the top, is Swamp
    When Alice casts Nibelheim Aflame from her hand by tapping 4 Mountain
    And all players pass priority until the stack is empty
    And the game advances to Bob's upkeep
    Then Ancient Adamantoise has 3 damage marked on it
