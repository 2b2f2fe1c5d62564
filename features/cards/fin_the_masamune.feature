Feature: The Masamune
  The Masamune {3} — Legendary Artifact — Equipment
  As long as equipped creature is attacking, it has first strike and must be blocked if able. (Not modelled.)
  Equipped creature has "If a creature dying causes a triggered ability of this creature or an emblem you
  own to trigger, that ability triggers an additional time."
  Equip {2}

  Rulings: the FIN rulings file (features/fin.rulings.json), 2025-06-06; all recorded by
  wingedsheep/argentum-engine only (single source). Additional triggers: CR 603.2d; "dies": CR 700.4;
  leaves-the-battlefield abilities: CR 603.6c. The fourth ruling (two Masamunes and emblems) runs in
  fin_emblems.feature, with Sephiroth, One-Winged Angel's emblem (CR 114).

  @ruling:667487e864df @cr:603.2d @cr:701.21a
  Rule: An ability that triggers on the event that makes a creature die doesn't trigger twice
    An ability that triggers on an event that causes a creature to die doesn't trigger twice. For
    example, an ability that triggers "whenever you sacrifice a creature" triggers only once.

    Background:
      Given a game between Alice and Bob
      And it is Alice's precombat main phase

    @id:masamune-sacrifice-trigger-once
    Scenario: Bob sacrifices a creature: the equipped Mortician Beetle's sacrifice ability triggers once
      Given Alice controls Mortician Beetle and The Masamune (attached to Mortician Beetle)
      And Bob controls Llanowar Elves
      And Alice has Cornered by Black Mages in her hand
      And Alice has {B}{B}{C} in her mana pool
      And Alice will choose Bob as targets
      And Alice will answer the "you may" choices with yes
      When Alice casts Cornered by Black Mages from her hand
      And all players pass priority
      Then Bob controls no Llanowar Elves
      And the triggered abilities put on the stack are 1 from Mortician Beetle
      When all players pass priority until the stack is empty
      Then Mortician Beetle has 1 +1/+1 counter

    @id:masamune-dies-trigger-twice
    Scenario: A creature dying makes the equipped Al Bhed Salvagers' dies ability trigger twice
      Given Alice controls Al Bhed Salvagers, Isamaru, Hound of Konda and The Masamune (attached to Al Bhed Salvagers)
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Isamaru, Hound of Konda, then Bob, then Bob as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 2 from Al Bhed Salvagers
      When all players pass priority until the stack is empty
      Then Bob's life total is 18
      And Alice's life total is 22

  @ruling:c2335e8d8a91 @cr:603.2d @cr:603.3d
  Rule: The additional instance chooses its own targets
    The granted ability's effect doesn't copy the triggered ability; it just causes the ability to
    trigger twice. Choices such as modes and targets are made separately for each instance of the ability.

    Background:
      Given a game between Alice, Bob and Carol
      And it is Alice's precombat main phase

    @id:masamune-separate-targets
    Scenario: In a three-player game, each instance of Al Bhed Salvagers' ability targets a different opponent
      Given Alice controls Al Bhed Salvagers, Isamaru, Hound of Konda and The Masamune (attached to Al Bhed Salvagers)
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Isamaru, Hound of Konda, then Bob, then Carol as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 2 from Al Bhed Salvagers
      When all players pass priority until the stack is empty
      Then Bob's life total is 19
      And Carol's life total is 19
      And Alice's life total is 22

    @id:masamune-artifact-dying-once
    Scenario: A Food dying isn't a creature dying: the equipped Al Bhed Salvagers' ability triggers once
      Given Alice controls Al Bhed Salvagers, Food and The Masamune (attached to Al Bhed Salvagers)
      And Alice has {C}{C} in her mana pool
      And Alice will choose Bob as targets
      When Alice activates Food's "{2}, {T}, Sacrifice this token" ability
      Then the triggered abilities put on the stack are 1 from Al Bhed Salvagers
      When all players pass priority until the stack is empty
      Then Bob's life total is 19
      And Carol's life total is 20

  @ruling:3e6124b0efb5 @cr:603.6c @cr:603.2d @cr:700.4
  Rule: A leaves-the-battlefield ability of the equipped creature triggers twice when the creature leaves by dying
    An ability of the equipped creature or an emblem you own that triggers when a creature "leaves the
    battlefield" will trigger twice if that creature leaves by dying.

    Background:
      Given a game between Alice and Bob
      And it is Alice's precombat main phase

    @id:masamune-leaves-by-dying-twice
    Scenario: Llanowar Elves dies: the equipped Ninth Bridge Patrol's leaves-the-battlefield ability triggers twice
      Given Alice controls Ninth Bridge Patrol, Llanowar Elves and The Masamune (attached to Ninth Bridge Patrol)
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Llanowar Elves as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 2 from Ninth Bridge Patrol
      When all players pass priority until the stack is empty
      Then Ninth Bridge Patrol has 2 +1/+1 counters

    @id:masamune-leaves-without-dying-once
    Scenario: Llanowar Elves returns to Alice's hand: the ability triggers only once
      Given Alice controls Ninth Bridge Patrol, Llanowar Elves and The Masamune (attached to Ninth Bridge Patrol)
      And Alice has Unsummon in her hand
      And Alice has {U} in her mana pool
      And Alice will choose Llanowar Elves as targets
      When Alice casts Unsummon from her hand
      And all players pass priority
      Then Alice has Llanowar Elves in her hand
      And the triggered abilities put on the stack are 1 from Ninth Bridge Patrol
      When all players pass priority until the stack is empty
      Then Ninth Bridge Patrol has 1 +1/+1 counter
