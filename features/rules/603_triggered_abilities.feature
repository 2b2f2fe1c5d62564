Feature: 603 Handling triggered abilities
  Abilities that trigger wait until a player would next receive priority; then each player, in APNAP
  order, puts the triggered abilities they control on the stack in any order they choose (CR 603.3,
  603.3b). The last one put on the stack resolves first (CR 608.1).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  Rule: CR 603.3b The controller of several triggered abilities chooses the order they go on the stack
    CR 603.3b: a player who controls several triggered abilities waiting to be put on the stack puts them
    there in the order they choose. The first one chosen is at the bottom.

    @id:trigger-order-chosen-first-at-the-bottom @cr:603.3b
    Scenario: Sazh's Chocobo's ability first, then Grazing Gladehart's: the Chocobo's is at the bottom
      Given Alice controls Sazh's Chocobo and Grazing Gladehart
      And Alice has Forest in her hand
      And Alice will put her triggered abilities on the stack in the order Sazh's Chocobo, Grazing Gladehart
      When Alice plays Forest from her hand
      Then the triggered abilities put on the stack are 1 from Sazh's Chocobo and 1 from Grazing Gladehart
      And the stack, from the bottom, holds Sazh's Chocobo's triggered ability and Grazing Gladehart's triggered ability

    @id:trigger-order-the-other-way @cr:603.3b
    Scenario: Grazing Gladehart's ability first, then Sazh's Chocobo's: the Gladehart's is at the bottom
      Given Alice controls Sazh's Chocobo and Grazing Gladehart
      And Alice has Forest in her hand
      And Alice will put her triggered abilities on the stack in the order Grazing Gladehart, Sazh's Chocobo
      When Alice plays Forest from her hand
      Then the triggered abilities put on the stack are 1 from Sazh's Chocobo and 1 from Grazing Gladehart
      And the stack, from the bottom, holds Grazing Gladehart's triggered ability and Sazh's Chocobo's triggered ability


    @id:trigger-order-apnap @cr:603.3b @cr:101.4
    Scenario: The active player's triggered ability goes on the stack first; the other player's resolves first
      CR 603.3b: players put their triggered abilities on the stack in APNAP order (CR 101.4): Alice's
      (the active player's) first, then Bob's, which is on top and resolves first.

      Given Alice controls Sazh's Chocobo
      And Bob controls Ankh of Mishra
      And Alice has Forest in her hand
      When Alice plays Forest from her hand
      Then the stack, from the bottom, holds Sazh's Chocobo's triggered ability and Ankh of Mishra's triggered ability
      When all players pass priority
      Then Alice's life total is 18
      And Sazh's Chocobo has 0 +1/+1 counters
  Rule: CR 603.2 "At the beginning of your upkeep" triggers at its controller's upkeep only
    CR 603.2: an ability triggers when its trigger event occurs; for "at the beginning of your upkeep",
    that is the beginning of its controller's upkeep step, not an opponent's. Contamination:
    "At the beginning of your upkeep, sacrifice this enchantment unless you sacrifice a creature."

    @id:upkeep-trigger-sacrifice-a-creature @cr:603.2 @cr:701.21a
    Scenario: At Alice's upkeep, she sacrifices a creature to keep Contamination
      CR 603.2: Contamination's ability triggers as Alice's upkeep begins; she chooses to sacrifice
      Llanowar Elves, so Contamination stays.

      Given it is Bob's end step
      And Alice controls Contamination and Llanowar Elves
      And Alice will answer the "you may" choices with yes
      When the game advances to Alice's upkeep
      Then the triggered abilities put on the stack are 1 from Contamination
      And Alice controls no Llanowar Elves
      And Alice controls Contamination

    @id:upkeep-trigger-declined @cr:603.2 @cr:701.21a
    Scenario: If Alice doesn't sacrifice a creature, she sacrifices Contamination
      CR 603.2: the ability resolves; Alice declines to sacrifice Llanowar Elves, so Contamination is
      sacrificed.

      Given it is Bob's end step
      And Alice controls Contamination and Llanowar Elves
      And Alice will answer the "you may" choices with no
      When the game advances to Alice's upkeep
      Then Alice controls Llanowar Elves
      And Alice controls no Contamination
      And Alice has Contamination in her graveyard

    @id:upkeep-trigger-only-own-creatures @cr:603.2 @cr:701.21a
    Scenario: Only a creature Alice controls can be sacrificed: with none, Contamination goes
      CR 701.21a: a player can sacrifice only a permanent they control; Bob's Llanowar Elves can't pay
      for Alice's Contamination.

      Given it is Bob's end step
      And Alice controls Contamination
      And Bob controls Llanowar Elves
      When the game advances to Alice's upkeep
      Then Alice controls no Contamination
      And Bob controls Llanowar Elves

    @id:upkeep-trigger-not-on-opponents-upkeep @cr:603.2
    Scenario: Contamination doesn't trigger at the beginning of the opponent's upkeep
      CR 603.2: "your upkeep" is its controller's; Bob's upkeep doesn't make Alice's Contamination trigger.

      Given it is Alice's end step
      And Alice controls Contamination
      When the game advances to Bob's upkeep
      Then no triggered ability is put on the stack
      And Alice controls Contamination

  Rule: CR 603.3d, 603.4, 603.7 Targets, "if" conditions and delayed triggered abilities
    A triggered ability with no legal target is removed from the stack as it would be put there (CR
    603.3d). An ability with an intervening "if" clause triggers only if the condition is true (CR
    603.4). A delayed triggered ability created by an effect triggers once, at the time it names (CR
    603.7).

    @id:trigger-without-a-legal-target-removed @cr:603.3d
    Scenario: Makindi Ox's landfall ability has no creature of an opponent to target: it never reaches the stack
      CR 603.3d: Makindi Ox's ability targets a creature an opponent controls; Bob controls none.

      Given Alice controls Makindi Ox
      And Alice has Forest in her hand
      When Alice plays Forest from her hand
      Then the stack is empty
      And no triggered ability is put on the stack

    @id:trigger-with-a-legal-target @cr:603.3d @cr:701.26a
    Scenario: With a creature Bob controls, Makindi Ox's landfall ability taps it
      CR 603.3d: the target is chosen as the ability is put on the stack.

      Given Alice controls Makindi Ox
      And Bob controls Llanowar Elves
      And Alice has Forest in her hand
      And Alice will choose Llanowar Elves as targets
      When Alice plays Forest from her hand
      Then the triggered abilities put on the stack are 1 from Makindi Ox
      When all players pass priority
      Then Llanowar Elves is tapped


    @id:trigger-without-target-others-still-go-on-the-stack @cr:603.3d @cr:603.3b
    Scenario: Makindi Ox's ability is removed for lack of a target; Sazh's Chocobo's still goes on the stack
      CR 603.3d: only the ability with no legal target is removed; Alice's other triggered ability is put
      on the stack as usual.

      Given Alice controls Makindi Ox and Sazh's Chocobo
      And Alice has Forest in her hand
      And Alice will put her triggered abilities on the stack in the order Makindi Ox, Sazh's Chocobo
      When Alice plays Forest from her hand
      Then the triggered abilities put on the stack are 1 from Sazh's Chocobo
      When all players pass priority
      Then Sazh's Chocobo has 1 +1/+1 counter
    @id:intervening-if-false-no-trigger @cr:603.4
    Scenario: Thirsting Axe attached to nothing doesn't trigger at the beginning of the end step
      CR 603.4: "if equipped creature didn't deal combat damage to a creature this turn" is checked as
      the ability would trigger; with no equipped creature, it doesn't trigger.

      Given it is Alice's postcombat main phase
      And Alice controls Thirsting Axe and Isamaru, Hound of Konda
      When the game advances to Alice's end step
      Then no triggered ability is put on the stack
      And Alice controls Isamaru, Hound of Konda

    @id:intervening-if-true-trigger @cr:603.4 @cr:701.21a
    Scenario: Thirsting Axe attached to a creature that dealt no combat damage to a creature: it is sacrificed
      CR 603.4: the condition is true as the end step begins and again as the ability resolves.

      Given it is Alice's postcombat main phase
      And Alice controls Isamaru, Hound of Konda and Thirsting Axe (attached to Isamaru, Hound of Konda)
      When the game advances to Alice's end step
      Then the triggered abilities put on the stack are 1 from Thirsting Axe
      When all players pass priority
      Then Alice controls no Isamaru, Hound of Konda
      And Alice has Isamaru, Hound of Konda in her graveyard

    @id:delayed-trigger-at-end-of-combat @cr:603.7 @cr:508.3a
    Scenario: Clockwork Condor attacks: a +1/+1 counter is removed from it at end of combat
      CR 603.7: Clockwork Condor's attack trigger creates a delayed triggered ability that removes the
      counter at end of combat. Clockwork Condor: "Whenever this creature attacks or blocks, remove a
      +1/+1 counter from it at end of combat."

      Given Alice controls Clockwork Condor (with 3 +1/+1 counters)
      When Alice attacks with Clockwork Condor
      Then the triggered abilities put on the stack are 1 from Clockwork Condor
      When the game advances to Alice's combat damage step
      Then Clockwork Condor has 3 +1/+1 counters
      And Bob's life total is 17
      When the game advances to Alice's end of combat step
      Then the triggered abilities put on the stack are 1 from Clockwork Condor
      When all players pass priority
      Then Clockwork Condor has 2 +1/+1 counters
      And Clockwork Condor is 2/2

    @id:delayed-trigger-watches-only-its-creature @cr:603.7 @cr:603.2
    Scenario: "Whenever that creature deals combat damage this turn" doesn't trigger when another creature does
      CR 603.7, 603.2: Long River Lurker's delayed triggered ability refers to the creature its enters ability
      targeted, Grizzly Bears, and triggers only on that creature's combat damage. Isamaru, Hound of Konda deals
      combat damage to Bob, Grizzly Bears doesn't attack: no ability triggers, and Alice is asked nothing. The
      boundary is in blb_long_river_lurker.feature: Grizzly Bears deals combat damage and the ability triggers.

      Given Alice controls Grizzly Bears and Isamaru, Hound of Konda
      And Alice has Long River Lurker in her hand
      And Alice has {U}{C}{C} in her mana pool
      And Alice will choose Grizzly Bears as targets
      When Alice casts Long River Lurker from her hand
      And all players pass priority until the stack is empty
      And Alice attacks with Isamaru, Hound of Konda
      And Bob declares no blockers
      And the game advances to Alice's end of combat step
      Then Bob's life total is 18
      And Isamaru, Hound of Konda is tapped
      And the stack is empty
