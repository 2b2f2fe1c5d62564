Feature: Diamond Weapon
  Diamond Weapon {7}{G}{G} — Legendary Artifact Creature — Elemental 8/8, Reach. Immune — Prevent all combat
  damage that would be dealt to Diamond Weapon (615.1a). A trampler's damage assignment ignores prevention:
  lethal damage is judged from toughness and damage already marked (510.1c, 702.19b).

  Rulings: shared/data/fin-rulings.json (2025-06-06), single-source (shaggy806/MTG-Engine).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @id:fin-diamond-weapon-trampler-assigns-lethal-rest-to-player @ruling:ce16ba5ad18e @cr:702.19b @cr:510.1c @cr:615.1a
  Scenario: A 10/10 trampler blocked by Diamond Weapon assigns it 8 and Bob 2; the 8 is prevented
    Diamond Weapon's prevention effect isn't considered while assigning combat damage from a creature with
    trample that's being blocked by Diamond Weapon. For example, if it blocks a 12/12 creature with trample,
    that creature's controller must assign at least 8 of that creature's combat damage to Diamond Weapon, and
    the remainder can be assigned to the defending player, planeswalker, or battle. Wording as recorded by
    shaggy806/MTG-Engine only (single source). Colossal Dreadmaw with four +1/+1 counters is a 10/10 trampler.

    Given Alice controls Colossal Dreadmaw (with 4 +1/+1 counters)
    And Bob controls Diamond Weapon
    When Alice attacks with Colossal Dreadmaw
    And Bob blocks Colossal Dreadmaw with Diamond Weapon
    And Alice assigns Colossal Dreadmaw's combat damage as 8 to Diamond Weapon and 2 to Bob
    Then Bob's life total is 18
    And Diamond Weapon has 0 damage marked on it
    And Bob controls Diamond Weapon
    And Colossal Dreadmaw has 8 damage marked on it

  @id:fin-diamond-weapon-less-than-lethal-refused @ruling:ce16ba5ad18e @cr:702.19b @cr:510.1c
  Scenario: The trampler can't count on the prevention: 7 to Diamond Weapon and 3 to Bob is refused
    Diamond Weapon's prevention effect isn't considered while assigning combat damage from a creature with
    trample that's being blocked by Diamond Weapon. For example, if it blocks a 12/12 creature with trample,
    that creature's controller must assign at least 8 of that creature's combat damage to Diamond Weapon, and
    the remainder can be assigned to the defending player, planeswalker, or battle. Wording as recorded by
    shaggy806/MTG-Engine only (single source). The boundary: 7 isn't lethal damage to an 8/8, prevention or not.

    Given Alice controls Colossal Dreadmaw (with 4 +1/+1 counters)
    And Bob controls Diamond Weapon
    When Alice attacks with Colossal Dreadmaw
    And Bob blocks Colossal Dreadmaw with Diamond Weapon
    And Alice tries to assign Colossal Dreadmaw's combat damage as 7 to Diamond Weapon and 3 to Bob
    Then that is rejected by rule 702.19b
    And Bob's life total is 20

  @id:fin-diamond-weapon-noncombat-damage-not-prevented @ruling:ce16ba5ad18e @cr:615.1a @cr:120.3e
  Scenario: Immune prevents only combat damage: Lightning Bolt's 3 damage is marked on Diamond Weapon
    Diamond Weapon's prevention effect isn't considered while assigning combat damage from a creature with
    trample that's being blocked by Diamond Weapon. For example, if it blocks a 12/12 creature with trample,
    that creature's controller must assign at least 8 of that creature's combat damage to Diamond Weapon, and
    the remainder can be assigned to the defending player, planeswalker, or battle. Wording as recorded by
    shaggy806/MTG-Engine only (single source). The prevention effect's own boundary: it names combat damage.

    Given Bob controls Diamond Weapon
    And Alice has Lightning Bolt in her hand
    And Alice has {R} in her mana pool
    And Alice will choose Diamond Weapon as targets
    When Alice casts Lightning Bolt from her hand
    And all players pass priority until the stack is empty
    Then Diamond Weapon has 3 damage marked on it
