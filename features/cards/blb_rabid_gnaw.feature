Feature: Rabid Gnaw: a creature you control gets +1/+0, then deals damage equal to its power to a creature you don't control
  Rabid Gnaw {1}{R} — Instant: Target creature you control gets +1/+0 until end of turn. Then it deals damage
  equal to its power to target creature you don't control.

  Rulings: features/blb.rulings.json (2024-07-26), single source (wingedsheep/argentum-engine card
  definitions). CR 115.1 and 601.2c (each target is chosen for its own role), 608.2b (as it resolves, each target
  is checked; an illegal one is neither changed nor deals or is dealt damage), 120.3 (the creature is the source of
  the damage), 608.2h (its power as the damage is dealt, after the +1/+0). Unsummon {U}: return target creature to
  its owner's hand. Giant Spider is 2/4, Grizzly Bears 2/2.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Grizzly Bears
    And Bob controls Giant Spider
    And Alice has Rabid Gnaw in her hand
    And Alice has {R}{C} in her mana pool

  @ruling:01bf3f808517 @cr:608.2b @cr:120.3
  Rule: An illegal second target means the +1/+0 but no damage; an illegal first target means nothing happens
    If the creature you control is a legal target but the creature you don't control isn't as Rabid Gnaw
    resolves, the creature you control will get +1/+0 until end of turn, but no damage will be dealt. If
    instead the creature you control is an illegal target but the creature you don't control is still a legal
    target, nothing will happen when Rabid Gnaw resolves.

    @id:blb-rabid-gnaw-both-legal
    Scenario: Both targets legal: Grizzly Bears becomes 3/2 and deals 3 damage to Giant Spider
      Given Alice will choose Grizzly Bears, then Giant Spider as targets
      When Alice casts Rabid Gnaw from her hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears is 3/2
      And Giant Spider has 3 damage marked on it

    @id:blb-rabid-gnaw-second-illegal
    Scenario: Bob returns Giant Spider to his hand in response: Grizzly Bears still gets +1/+0, and no damage is dealt
      Given Alice will choose Grizzly Bears, then Giant Spider as targets
      And Bob has Unsummon in his hand
      And Bob has {U} in his mana pool
      And Bob will choose Giant Spider as targets
      When Alice casts Rabid Gnaw from her hand
      And Alice passes priority
      And Bob casts Unsummon from his hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears is 3/2
      And Bob has Giant Spider in his hand

    @id:blb-rabid-gnaw-first-illegal
    Scenario: Bob returns Grizzly Bears to Alice's hand in response: nothing happens, Giant Spider is dealt no damage
      Given Alice will choose Grizzly Bears, then Giant Spider as targets
      And Bob has Unsummon in his hand
      And Bob has {U} in his mana pool
      And Bob will choose Grizzly Bears as targets
      When Alice casts Rabid Gnaw from her hand
      And Alice passes priority
      And Bob casts Unsummon from his hand
      And all players pass priority until the stack is empty
      Then Alice has Grizzly Bears in her hand
      And Giant Spider has 0 damage marked on it

  @cr:115.1 @cr:601.2c
  Rule: Each target is chosen for its own role
    CR 115.1 and 601.2c: the second target is a creature Alice doesn't control; her own creature can't be chosen
    for it.

    @id:blb-rabid-gnaw-own-creature-second-refused
    Scenario: Alice can't choose her own Llanowar Elves as the creature she doesn't control
      Given Alice controls Llanowar Elves
      And Alice will choose Grizzly Bears, then Llanowar Elves as targets
      When Alice tries to cast Rabid Gnaw from her hand
      Then that is rejected by rule 115.1
      And Alice has Rabid Gnaw in her hand
