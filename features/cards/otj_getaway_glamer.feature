Feature: Getaway Glamer: a conditional destroy, and an exiled creature that returns as a new object
  Getaway Glamer {W} — Instant — Spree: + {1} — Exile target nontoken creature. Return it to the battlefield
  under its owner's control at the beginning of the next end step. + {2} — Destroy target creature if no other
  creature has greater power.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions). CR 608.2c (the condition is checked as the spell resolves), 701.8a (destroy), 610.3 and 603.7
  (exiled, then returned by a delayed triggered ability), 400.7 (the returned card is a new object: no counters,
  no effects of its former existence).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Getaway Glamer in her hand
    And Alice's library, from the top, is Forest and Island
    And Bob's library, from the top, is Mountain and Mountain

  @ruling:88fb14e2a86e @cr:608.2c @cr:701.8a
  Rule: The second mode destroys the creature only if no other creature has greater power as it resolves
    The second mode's destruction is conditional. As the spell resolves, you check whether any creature has
    greater power than the targeted creature. If one does, the targeted creature isn't destroyed.

    @id:otj-getaway-glamer-greater-power-spares-target
    Scenario: Alice's Irascible Wolverine (3/2) has greater power than Bob's Grizzly Bears: Grizzly Bears isn't destroyed
      Given Alice controls Irascible Wolverine
      And Bob controls Grizzly Bears
      And Alice has {W}{C}{C} in her mana pool
      And Alice will choose the mode "Destroy target creature if no other creature has greater power."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears as targets
      When Alice casts Getaway Glamer from her hand
      And all players pass priority until the stack is empty
      Then Bob controls Grizzly Bears

    @id:otj-getaway-glamer-equal-power-destroys
    Scenario: Another creature of equal power (Alice's Grizzly Bears) isn't greater: Bob's Grizzly Bears is destroyed
      Given Alice controls Grizzly Bears
      And Bob controls Grizzly Bears
      And Alice has {W}{C}{C} in her mana pool
      And Alice will choose the mode "Destroy target creature if no other creature has greater power."
      And Alice will choose no more modes
      And Alice will choose Bob's Grizzly Bears as targets
      When Alice casts Getaway Glamer from her hand
      And all players pass priority until the stack is empty
      Then Bob has Grizzly Bears in his graveyard
      And Alice controls Grizzly Bears

    @id:otj-getaway-glamer-power-checked-on-resolution
    Scenario: Irascible Wolverine is bolted in response: as Getaway Glamer resolves no creature has greater power, and Grizzly Bears is destroyed
      Given Alice controls Irascible Wolverine
      And Bob controls Grizzly Bears
      And Bob has Lightning Bolt in his hand
      And Bob has {R} in his mana pool
      And Alice has {W}{C}{C} in her mana pool
      And Alice will choose the mode "Destroy target creature if no other creature has greater power."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears as targets
      And Bob will choose Irascible Wolverine as targets
      When Alice casts Getaway Glamer from her hand
      And Alice passes priority
      And Bob casts Lightning Bolt from his hand
      And all players pass priority until the stack is empty
      Then Alice has Irascible Wolverine in her graveyard
      And Bob has Grizzly Bears in his graveyard

  @ruling:19c45aa1aec6 @cr:610.3 @cr:603.7 @cr:400.7
  Rule: The exiled creature returns at the beginning of the next end step, as a new object
    The exiled creature returns at the beginning of the next end step as a new object with no relation to its
    previous existence.

    @id:otj-getaway-glamer-returns-at-end-step-new-object
    Scenario: Bob's Grizzly Bears with a +1/+1 counter is exiled; at the end step it returns without the counter
      Given Bob controls Grizzly Bears (with 1 +1/+1 counter)
      And Alice has {W}{C} in her mana pool
      And Alice will choose the mode "Exile target nontoken creature. Return it to the battlefield under its owner's control at the beginning of the next end step."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears as targets
      When Alice casts Getaway Glamer from her hand
      And all players pass priority until the stack is empty
      And the game advances to Alice's end step
      And all players pass priority until the stack is empty
      Then Bob controls Grizzly Bears
      And Grizzly Bears has 0 +1/+1 counters

    @id:otj-getaway-glamer-stays-exiled-until-end-step
    Scenario: Before the end step, Bob's Grizzly Bears is still in exile
      Given Bob controls Grizzly Bears (with 1 +1/+1 counter)
      And Alice has {W}{C} in her mana pool
      And Alice will choose the mode "Exile target nontoken creature. Return it to the battlefield under its owner's control at the beginning of the next end step."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears as targets
      When Alice casts Getaway Glamer from her hand
      And all players pass priority until the stack is empty
      And the game advances to Alice's postcombat main phase
      Then Grizzly Bears is in exile
      And Bob controls no Grizzly Bears
