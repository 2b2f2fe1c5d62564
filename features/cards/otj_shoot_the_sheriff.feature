Feature: Shoot the Sheriff: a creature with one outlaw type among others is an outlaw
  Shoot the Sheriff {1}{B} — Instant: Destroy target non-outlaw creature. (Assassins, Mercenaries, Pirates,
  Rogues, and Warlocks are outlaws. Everyone else is fair game.)

  Ruling: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions). CR 700.12: an outlaw is an object with the Assassin, Mercenary, Pirate, Rogue and/or Warlock
  creature types; 115.1: a target must be one the instruction names.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob controls Cloud, Midgar Mercenary and Grizzly Bears
    And Alice has Shoot the Sheriff in her hand
    And Alice has {B}{C} in her mana pool

  @ruling:dfd97dcc3fb6 @cr:700.12 @cr:115.1
  Rule: One outlaw creature type is enough, whatever its other types
    A card, spell, or permanent is an outlaw if it has the Assassin, Mercenary, Pirate, Rogue, or Warlock
    creature type. It doesn't matter if it has more than one of those creature types; as long as it has at
    least one, it's an outlaw.

    @id:otj-shoot-the-sheriff-human-soldier-mercenary-is-an-outlaw
    Scenario: Cloud, a Human Soldier Mercenary, can't be the target of Shoot the Sheriff
      Given Alice will choose Cloud, Midgar Mercenary as targets
      When Alice tries to cast Shoot the Sheriff from her hand
      Then that is rejected by rule 115.1
      And Bob controls Cloud, Midgar Mercenary

    @id:otj-shoot-the-sheriff-bear-is-fair-game
    Scenario: Grizzly Bears, no outlaw, is destroyed by Shoot the Sheriff
      Given Alice will choose Grizzly Bears as targets
      When Alice casts Shoot the Sheriff from her hand
      And all players pass priority until the stack is empty
      Then Bob has Grizzly Bears in his graveyard
      And Bob controls Cloud, Midgar Mercenary
