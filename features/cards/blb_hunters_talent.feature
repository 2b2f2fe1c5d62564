Feature: Hunter's Talent: its enters ability's two targets, and its level 2 attack ability kept at level 3
  Hunter's Talent {1}{G} — Enchantment — Class: When this Class enters, target creature you control deals damage
  equal to its power to target creature you don't control. {1}{G}: Level 2 — Whenever you attack, target
  attacking creature gets +1/+0 and gains trample until end of turn. {3}{G}: Level 3 — At the beginning of your
  end step, if you control a creature with power 4 or greater, draw a card.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 115.1 and 601.2c (each target chosen for its own role), 608.2b (each target checked as the
  ability resolves), 120.3, 716.2a (a Class's level abilities), 508.1 ("whenever you attack": as attackers are
  declared), 702.19b (trample). Unsummon {U}: return target creature to its owner's hand. Giant Spider is 2/4,
  Grizzly Bears 2/2, Llanowar Elves 1/1.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Grizzly Bears

  @ruling:f9ad0dba6185 @cr:608.2b @cr:120.3
  Rule: If either target of the level 1 ability is illegal as it resolves, no damage is dealt
    If either target is illegal as the level 1 class ability resolves, no damage will be dealt.

    @id:blb-hunters-talent-enters-both-legal
    Scenario: Both targets legal: Grizzly Bears deals 2 damage to Giant Spider
      Given Bob controls Giant Spider
      And Alice has Hunter's Talent in her hand
      And Alice has {G}{C} in her mana pool
      And Alice will choose Grizzly Bears, then Giant Spider as targets
      When Alice casts Hunter's Talent from her hand
      And all players pass priority until the stack is empty
      Then Giant Spider has 2 damage marked on it

    @id:blb-hunters-talent-enters-second-illegal
    Scenario: Bob returns Giant Spider to his hand in response to the ability: no damage is dealt
      Given Bob controls Giant Spider and Llanowar Elves
      And Alice has Hunter's Talent in her hand
      And Alice has {G}{C} in her mana pool
      And Alice will choose Grizzly Bears, then Giant Spider as targets
      And Bob has Unsummon in his hand
      And Bob has {U} in his mana pool
      And Bob will choose Giant Spider as targets
      When Alice casts Hunter's Talent from her hand
      And all players pass priority
      And Alice passes priority
      And Bob casts Unsummon from his hand
      And all players pass priority until the stack is empty
      Then Bob has Giant Spider in his hand
      And Grizzly Bears has 0 damage marked on it
      And Llanowar Elves has 0 damage marked on it

    @id:blb-hunters-talent-enters-first-illegal
    Scenario: Bob returns Grizzly Bears to Alice's hand in response to the ability: Giant Spider is dealt no damage
      Given Bob controls Giant Spider
      And Alice has Hunter's Talent in her hand
      And Alice has {G}{C} in her mana pool
      And Alice will choose Grizzly Bears, then Giant Spider as targets
      And Bob has Unsummon in his hand
      And Bob has {U} in his mana pool
      And Bob will choose Grizzly Bears as targets
      When Alice casts Hunter's Talent from her hand
      And all players pass priority
      And Alice passes priority
      And Bob casts Unsummon from his hand
      And all players pass priority until the stack is empty
      Then Alice has Grizzly Bears in her hand
      And Giant Spider has 0 damage marked on it

  @ruling:8b3d9f28f6d0 @cr:716.2a @cr:702.19b
  Rule: At level 3, the level 2 ability is still there
    Gaining a level won't remove abilities that a Class had at a previous level.

    @id:blb-hunters-talent-level-3-keeps-level-2
    Scenario: At level 3, Alice attacks with Grizzly Bears: it gets +1/+0 and trample, and tramples 2 damage over Llanowar Elves
      Given Alice controls Hunter's Talent
      And Bob controls Llanowar Elves
      And Alice has {G}{G}{C}{C}{C}{C} in her mana pool
      And Alice will choose Grizzly Bears as targets
      When Alice activates Hunter's Talent's "{1}{G}: Level 2" ability
      And all players pass priority until the stack is empty
      And Alice activates Hunter's Talent's "{3}{G}: Level 3" ability
      And all players pass priority until the stack is empty
      And Alice attacks with Grizzly Bears
      And all players pass priority
      Then Grizzly Bears is 3/2
      When Bob blocks Grizzly Bears with Llanowar Elves
      And Alice assigns Grizzly Bears's combat damage as 1 to Llanowar Elves and 2 to Bob
      Then Bob's life total is 18
      And Bob has Llanowar Elves in his graveyard

    @id:blb-hunters-talent-level-1-no-attack-ability
    Scenario: At level 1, attacking with Grizzly Bears triggers nothing
      Given Alice controls Hunter's Talent
      When Alice attacks with Grizzly Bears
      Then no triggered ability is put on the stack
      And Grizzly Bears is 2/2
