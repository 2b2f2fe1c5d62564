Feature: Shifting Grift: exchanging control of two target creatures, artifacts or enchantments
  Shifting Grift {U}{U} — Sorcery — Spree (Choose one or more additional costs.) + {2} — Exchange control of
  two target creatures. + {1} — Exchange control of two target artifacts. + {1} — Exchange control of two
  target enchantments.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions, ShiftingGrift.kt at 24c27f1093ea2ccd6ef41b97574645287ae7b318). CR 701.12b (exchanging control:
  nothing happens if one player controls both), 613.1b (control-changing effects, layer 2), 611.2a (an effect
  with no duration lasts indefinitely), 608.2b (an illegal target is unaffected), 702.172a (spree), 302.6 (a
  creature whose controller changed this turn can't attack), 303.4e and 301.5c (an Aura's or Equipment's
  controller is separate from the permanent it's attached to).

  Carol, a third player, takes part in every game: one scenario exchanges her permanent and Bob's.

  Background:
    Given a game between Alice, Bob and Carol
    And it is Alice's precombat main phase
    And Alice has Shifting Grift in her hand

  @ruling:3dfb89e72acf @cr:701.12b @cr:613.1b @cr:303.4e @cr:301.5c
  Rule: Gaining control of a creature doesn't give control of what is attached to it
    Gaining control of a permanent doesn't cause you to gain control of any Auras or Equipment attached to it.

    @id:otj-shifting-grift-attachments-stay
    Scenario: Alice gets Llanowar Elves; Holy Strength and Armory of Iroas stay attached to it, under Bob's control
      Given Bob controls Llanowar Elves, Holy Strength (attached to Llanowar Elves) and Armory of Iroas (attached to Llanowar Elves)
      And Alice controls Grizzly Bears
      And Alice has {U}{U}{C}{C} in her mana pool
      And Alice will choose the mode "Exchange control of two target creatures."
      And Alice will choose no more modes
      And Alice will choose Llanowar Elves, then Grizzly Bears as targets
      When Alice casts Shifting Grift from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Llanowar Elves
      And Bob controls Grizzly Bears, Holy Strength and Armory of Iroas
      And Holy Strength is attached to Llanowar Elves
      And Armory of Iroas is attached to Llanowar Elves

    @id:otj-shifting-grift-equipment-own-exchange
    Scenario: With the artifact mode too, Armory of Iroas is exchanged for Slab Hammer: Alice controls it, still attached to Llanowar Elves
      Given Bob controls Llanowar Elves and Armory of Iroas (attached to Llanowar Elves)
      And Alice controls Grizzly Bears and Slab Hammer
      And Alice has {U}{U}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Exchange control of two target creatures."
      And Alice will choose the mode "Exchange control of two target artifacts."
      And Alice will choose no more modes
      And Alice will choose Llanowar Elves, then Grizzly Bears, then Armory of Iroas, then Slab Hammer as targets
      When Alice casts Shifting Grift from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Llanowar Elves and Armory of Iroas
      And Bob controls Grizzly Bears and Slab Hammer
      And Armory of Iroas is attached to Llanowar Elves

  @ruling:836500ba8381 @cr:608.2b @cr:701.12b
  Rule: An exchange with an illegal target doesn't happen
    If one of the target permanents is an illegal target when Shifting Grift resolves, the exchange that
    permanent is involved in won't happen.

    @id:otj-shifting-grift-illegal-target-no-exchange
    Scenario: Bob destroys Grizzly Bears in response: the creature exchange doesn't happen, the artifact exchange does
      Given Bob controls Llanowar Elves and Armory of Iroas
      And Alice controls Grizzly Bears and Slab Hammer
      And Alice has {U}{U}{C}{C}{C} in her mana pool
      And Bob has Lightning Bolt in his hand
      And Bob has {R} in his mana pool
      And Alice will choose the mode "Exchange control of two target creatures."
      And Alice will choose the mode "Exchange control of two target artifacts."
      And Alice will choose no more modes
      And Alice will choose Llanowar Elves, then Grizzly Bears, then Armory of Iroas, then Slab Hammer as targets
      And Bob will choose Grizzly Bears as targets
      When Alice casts Shifting Grift from her hand
      And Alice passes priority
      And Bob casts Lightning Bolt from his hand
      And all players pass priority until the stack is empty
      Then Bob controls Llanowar Elves and Slab Hammer
      And Alice controls Armory of Iroas
      And Alice has Grizzly Bears in her graveyard

  @ruling:c4ac70bec22b @cr:611.2a @cr:613.1b @cr:302.6
  Rule: The exchange lasts indefinitely
    The effects of Shifting Grift's modes last indefinitely. They don't wear off during the cleanup step, and
    they don't expire if one of the target permanents stops having that permanent type after Shifting Grift
    has resolved.

    @id:otj-shifting-grift-lasts-past-cleanup
    Scenario: After the cleanup step, in Bob's upkeep, Alice still controls Llanowar Elves and Bob Grizzly Bears
      Given Bob controls Llanowar Elves
      And Alice controls Grizzly Bears
      And Alice has {U}{U}{C}{C} in her mana pool
      And Alice will choose the mode "Exchange control of two target creatures."
      And Alice will choose no more modes
      And Alice will choose Llanowar Elves, then Grizzly Bears as targets
      When Alice casts Shifting Grift from her hand
      And all players pass priority until the stack is empty
      And the game advances to Bob's upkeep step
      Then Alice controls Llanowar Elves
      And Bob controls Grizzly Bears

    @id:otj-shifting-grift-new-controller-summoning-sick
    Scenario: Llanowar Elves, just gained, can't attack this turn (no haste); on Alice's next turn it can
      Given Bob controls Llanowar Elves
      And Alice controls Grizzly Bears
      And Alice has {U}{U}{C}{C} in her mana pool
      And Alice will choose the mode "Exchange control of two target creatures."
      And Alice will choose no more modes
      And Alice will choose Llanowar Elves, then Grizzly Bears as targets
      When Alice casts Shifting Grift from her hand
      And all players pass priority until the stack is empty
      And the game advances to Alice's beginning of combat step
      And Alice tries to attack with Llanowar Elves
      Then that is rejected by rule 302.6

  @ruling:b6645fda9972 @cr:701.12b @cr:115.1
  Rule: Alice needn't control either permanent
    You don't have to control any of the target permanents.

    @id:otj-shifting-grift-other-players-exchange
    Scenario: Alice exchanges Bob's Llanowar Elves and Carol's Grizzly Bears
      Given Bob controls Llanowar Elves
      And Carol controls Grizzly Bears
      And Alice has {U}{U}{C}{C} in her mana pool
      And Alice will choose the mode "Exchange control of two target creatures."
      And Alice will choose no more modes
      And Alice will choose Llanowar Elves, then Grizzly Bears as targets
      When Alice casts Shifting Grift from her hand
      And all players pass priority until the stack is empty
      Then Bob controls Grizzly Bears
      And Carol controls Llanowar Elves
      And Alice controls no Llanowar Elves and no Grizzly Bears

  @ruling:abff073ba2c7 @cr:701.12b
  Rule: Two permanents of one controller: the exchange does nothing
    If the same player controls both permanents involved in a single exchange when that exchange occurs,
    nothing happens to those permanents.

    @id:otj-shifting-grift-same-controller-nothing
    Scenario: Both targets are Bob's: nothing happens, Bob still controls Llanowar Elves and Grizzly Bears
      Given Bob controls Llanowar Elves and Grizzly Bears
      And Alice has {U}{U}{C}{C} in her mana pool
      And Alice will choose the mode "Exchange control of two target creatures."
      And Alice will choose no more modes
      And Alice will choose Llanowar Elves, then Grizzly Bears as targets
      When Alice casts Shifting Grift from her hand
      And all players pass priority until the stack is empty
      Then Bob controls Llanowar Elves and Grizzly Bears
      And Alice controls no Llanowar Elves and no Grizzly Bears

    @id:otj-shifting-grift-different-controllers-exchange
    Scenario: Bob's Llanowar Elves and Alice's Grizzly Bears: the exchange happens
      Given Bob controls Llanowar Elves
      And Alice controls Grizzly Bears
      And Alice has {U}{U}{C}{C} in her mana pool
      And Alice will choose the mode "Exchange control of two target creatures."
      And Alice will choose no more modes
      And Alice will choose Llanowar Elves, then Grizzly Bears as targets
      When Alice casts Shifting Grift from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Llanowar Elves
      And Bob controls Grizzly Bears
