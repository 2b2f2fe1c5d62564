Feature: 120 Damage: 0 damage is no damage, and deathtouch
  A source that would deal 0 damage deals no damage at all (CR 120.8). Any nonzero amount of damage a
  source with deathtouch deals to a creature is enough to destroy it (CR 702.2b): the creature is
  destroyed the next time state-based actions are checked (CR 704.5h). Nibelheim Aflame has the target
  creature deal damage equal to its power to each other creature: that creature is the source (CR 120.3).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:deathtouch-one-damage-destroys @cr:702.2b @cr:704.5h @cr:120.3
  Scenario: Fang of Shigeki deals 1 damage to Makindi Ox through Nibelheim Aflame: deathtouch destroys it
    CR 702.2b: 1 damage from a source with deathtouch is lethal to the 4/4 Makindi Ox.

    Given Alice controls Fang of Shigeki and 4 Mountain
    And Bob controls Makindi Ox
    And Alice has Nibelheim Aflame in her hand
    And Alice will choose Fang of Shigeki as targets
    When Alice casts Nibelheim Aflame from her hand by tapping 4 Mountain
    And all players pass priority until the stack is empty
    Then Bob has Makindi Ox in his graveyard
    And Alice controls Fang of Shigeki

  @id:nonlethal-damage-without-deathtouch @cr:702.2b @cr:704.5g
  Scenario: Isamaru deals 2 damage to Makindi Ox through Nibelheim Aflame: without deathtouch, the Ox survives
    CR 704.5g: 2 damage is less than Makindi Ox's toughness 4, and Isamaru has no deathtouch.

    Given Alice controls Isamaru, Hound of Konda and 4 Mountain
    And Bob controls Makindi Ox
    And Alice has Nibelheim Aflame in her hand
    And Alice will choose Isamaru, Hound of Konda as targets
    When Alice casts Nibelheim Aflame from her hand by tapping 4 Mountain
    And all players pass priority until the stack is empty
    Then Bob controls Makindi Ox

  @id:deathtouch-zero-damage-is-no-damage @cr:120.8 @cr:702.2b @cr:704.5h
  Scenario: Cecil at power 0 deals no damage through Nibelheim Aflame: Makindi Ox, later dealt 3 damage, survives
    CR 120.8: a source with power 0 deals no damage at all, so nothing was dealt damage by a source with
    deathtouch; Lightning Bolt's 3 damage later that turn is not lethal to the 4/4 Makindi Ox. Cecil's
    Darkness ability (not modelled) doesn't trigger either: Cecil deals no damage.

    Given Alice controls Cecil, Dark Knight (with 2 -1/-1 counters) and 5 Mountain
    And Bob controls Makindi Ox
    And Alice has Nibelheim Aflame and Lightning Bolt in her hand
    And Alice will choose Cecil, Dark Knight, then Makindi Ox as targets
    Then Cecil, Dark Knight is 0/1
    When Alice casts Nibelheim Aflame from her hand by tapping 4 Mountain
    And all players pass priority until the stack is empty
    And Alice casts Lightning Bolt from her hand by tapping Mountain
    And all players pass priority until the stack is empty
    Then Bob controls Makindi Ox
    And Makindi Ox is 4/4
