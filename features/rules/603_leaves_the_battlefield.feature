Feature: 603.6c Leaves-the-battlefield and "dies" abilities, and the effects that make abilities trigger again
  Leaves-the-battlefield abilities trigger when a permanent moves from the battlefield to another zone
  (CR 603.6c); "dies" means put into a graveyard from the battlefield (CR 700.4). They look back in time
  (CR 603.10a). An effect that makes an ability trigger an additional time applies only to the events it
  names (CR 603.2d): an "entering" one never to a leaves-the-battlefield ability, a "creature dying" one to
  a leaves-the-battlefield ability only when the creature left by dying (as The Masamune's ruling says of
  its own, same-worded ability).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: CR 603.2d An "entering" doubler doesn't apply to leaves-the-battlefield abilities
    CR 603.2d: an effect that makes a triggered ability trigger additional times applies only when its
    own event causes the ability to trigger. Panharmonicon names artifacts and creatures entering.

    @id:panharmonicon-no-leaves-doubling @cr:603.2d @cr:603.6c
    Scenario: With Panharmonicon, Llanowar Elves dying makes Ninth Bridge Patrol's ability trigger once
      Given Alice controls Panharmonicon, Ninth Bridge Patrol and Llanowar Elves
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Llanowar Elves as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Ninth Bridge Patrol

    @id:panharmonicon-doubles-entering @cr:603.2d @cr:603.6a
    Scenario: Panharmonicon does double an ability triggered by a creature entering
      Given Alice controls Panharmonicon
      And Alice has Mysidian Elder in her hand
      When an effect puts Mysidian Elder from Alice's hand onto the battlefield under her control
      Then the triggered abilities put on the stack are 2 from Mysidian Elder
      When all players pass priority until the stack is empty
      Then Alice controls 2 Wizard

  Rule: CR 603.2d A "creature dying" doubler applies to a leaves-the-battlefield ability only when the creature died
    CR 603.2d and 700.4: Teysa Karlov's effect applies when a creature dying causes an ability to trigger;
    a creature that dies also leaves the battlefield (CR 603.6c), one that returns to its owner's hand
    doesn't die.

    @id:teysa-doubles-leaves-by-dying @cr:603.2d @cr:603.6c @cr:700.4
    Scenario: With Teysa Karlov, Llanowar Elves dying makes Ninth Bridge Patrol's ability trigger twice
      Given Alice controls Teysa Karlov, Ninth Bridge Patrol and Llanowar Elves
      And Alice has Lightning Bolt in her hand
      And Alice has {R} in her mana pool
      And Alice will choose Llanowar Elves as targets
      When Alice casts Lightning Bolt from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 2 from Ninth Bridge Patrol
      When all players pass priority until the stack is empty
      Then Ninth Bridge Patrol has 2 +1/+1 counters

    @id:teysa-no-doubling-when-returned @cr:603.2d @cr:603.6c
    Scenario: With Teysa Karlov, Llanowar Elves returned to Alice's hand makes the ability trigger once
      Given Alice controls Teysa Karlov, Ninth Bridge Patrol and Llanowar Elves
      And Alice has Unsummon in her hand
      And Alice has {U} in her mana pool
      And Alice will choose Llanowar Elves as targets
      When Alice casts Unsummon from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Ninth Bridge Patrol

  Rule: CR 603.10a A leaves-the-battlefield ability looks back: a creature leaving with others sees them leave
    CR 603.10a: leaves-the-battlefield abilities trigger based on the game as it was immediately before the
    event, so Ninth Bridge Patrol destroyed together with two other creatures sees both of them leave.

    @id:leaves-look-back-destroyed-together @cr:603.10a @cr:603.6c @cr:701.8a
    Scenario: Akroma's Vengeance destroys Ninth Bridge Patrol with two other creatures: its ability triggers twice
      Given Alice controls Ninth Bridge Patrol, Llanowar Elves and Isamaru, Hound of Konda
      And Alice has Akroma's Vengeance in her hand
      And Alice has {W}{W}{C}{C}{C}{C} in her mana pool
      When Alice casts Akroma's Vengeance from her hand
      And all players pass priority
      Then Alice has Ninth Bridge Patrol, Llanowar Elves and Isamaru, Hound of Konda in her graveyard
      And the triggered abilities put on the stack are 2 from Ninth Bridge Patrol
