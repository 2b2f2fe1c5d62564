Feature: Final Showdown: its modes in their written order; the second mode chooses, it doesn't target
  Final Showdown {W} — Instant — Spree: + {1} — All creatures lose all abilities until end of turn. + {1} —
  Choose a creature you control. It gains indestructible until end of turn. + {3}{W}{W} — Destroy all creatures.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions). CR 608.2c (the instructions in their written order), 115.10a ("choose" isn't "target": the
  choice is made as the spell resolves), 613.7 (a later effect's ability isn't lost to an earlier "loses all
  abilities"), 702.12b (indestructible), 603.3 (triggered abilities wait until a player would receive priority).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Grizzly Bears
    And Bob controls Darksteel Myr
    And Alice has Final Showdown in her hand

  @ruling:f7cd2e8ec68c @cr:115.10a @cr:608.2c
  Rule: The second mode's creature is chosen as the spell resolves, not targeted as it is cast
    The second mode of Final Showdown doesn't target the creature. You don't choose which creature will gain
    indestructible until the spell is resolving. At that point, it's too late for anyone to respond to the spell.

    @id:otj-final-showdown-choice-after-response
    Scenario: Bob's Lightning Bolt in response kills Grizzly Bears; Alice then chooses Memnite, which survives
      Given Alice controls Memnite
      And Bob has Lightning Bolt in his hand
      And Bob has {R} in his mana pool
      And Alice has {W}{W}{W}{C}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Choose a creature you control. It gains indestructible until end of turn."
      And Alice will choose the mode "Destroy all creatures."
      And Alice will choose no more modes
      And Bob will choose Grizzly Bears as targets
      And Alice will choose Memnite as the chosen creature
      When Alice casts Final Showdown from her hand
      Then the stack, from the bottom, holds Final Showdown
      When Alice passes priority
      And Bob casts Lightning Bolt from his hand
      And all players pass priority until the stack is empty
      Then Alice controls Memnite
      And Alice has Grizzly Bears in her graveyard

    @id:otj-final-showdown-choice-not-a-target
    Scenario: Casting Final Showdown for its second mode chooses no target: it isn't a crime to have Bob's creatures around
      Given Alice controls Vadmir, New Blood
      And Alice has {W}{C} in her mana pool
      And Alice will choose the mode "Choose a creature you control. It gains indestructible until end of turn."
      And Alice will choose no more modes
      When Alice casts Final Showdown from her hand
      Then no triggered ability is put on the stack
      And the stack, from the bottom, holds Final Showdown

    @id:otj-final-showdown-chooses-a-creature-with-shroud
    Scenario: Elvish Lookout has shroud, yet the second mode chooses it: it gains indestructible and survives "Destroy all creatures"
      A target could never be a creature with shroud (702.18a); a choice can, so this tells the two apart.

      Given Alice controls Elvish Lookout
      And Alice has {W}{W}{W}{C}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Choose a creature you control. It gains indestructible until end of turn."
      And Alice will choose the mode "Destroy all creatures."
      And Alice will choose no more modes
      And Alice will choose Elvish Lookout as the chosen creature
      When Alice casts Final Showdown from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Elvish Lookout
      And Alice has Grizzly Bears in her graveyard
      And Bob controls Darksteel Myr

  @ruling:198079d0154c @cr:613.7 @cr:702.12b
  Rule: An ability granted after all creatures lose all abilities is kept
    If an effect grants a creature an ability after Final Showdown causes all creatures to lose all abilities,
    that creature won't lose that ability.

    @id:otj-final-showdown-indestructible-after-losing-abilities
    Scenario: All three modes: Grizzly Bears, chosen after all creatures lose their abilities, survives; Darksteel Myr doesn't
      Given Alice has {W}{W}{W}{C}{C}{C}{C}{C} in her mana pool
      And Alice will choose the mode "All creatures lose all abilities until end of turn."
      And Alice will choose the mode "Choose a creature you control. It gains indestructible until end of turn."
      And Alice will choose the mode "Destroy all creatures."
      And Alice will choose Grizzly Bears as the chosen creature
      When Alice casts Final Showdown from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Grizzly Bears
      And Bob has Darksteel Myr in his graveyard

    @id:otj-final-showdown-printed-indestructible-kept-without-first-mode
    Scenario: Without the first mode, Darksteel Myr keeps its own indestructible and survives too
      Given Alice has {W}{W}{W}{C}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Choose a creature you control. It gains indestructible until end of turn."
      And Alice will choose the mode "Destroy all creatures."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears as the chosen creature
      When Alice casts Final Showdown from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Grizzly Bears
      And Bob controls Darksteel Myr

  @ruling:ffb92004b349 @cr:608.2c @cr:702.172a
  Rule: The modes happen in their written order, whatever order they were chosen in
    No matter which modes you choose, you always follow the instructions in the order they are written.

    @id:otj-final-showdown-written-order
    Scenario: Alice names "Destroy all creatures." before the indestructible mode: Grizzly Bears still gains indestructible first
      Given Alice has {W}{W}{W}{C}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Destroy all creatures."
      And Alice will choose the mode "Choose a creature you control. It gains indestructible until end of turn."
      And Alice will choose no more modes
      And Alice will choose Grizzly Bears as the chosen creature
      When Alice casts Final Showdown from her hand
      And all players pass priority until the stack is empty
      Then Alice controls Grizzly Bears
      And Bob controls Darksteel Myr

    @id:otj-final-showdown-destroy-only
    Scenario: With the destroy mode alone, Grizzly Bears is destroyed
      Given Alice has {W}{W}{W}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Destroy all creatures."
      And Alice will choose no more modes
      When Alice casts Final Showdown from her hand
      And all players pass priority until the stack is empty
      Then Alice has Grizzly Bears in her graveyard
      And Bob controls Darksteel Myr

  @ruling:c8f7733153b3 @cr:608.2c @cr:603.3
  Rule: Nothing happens between the modes; abilities that trigger wait until the spell has resolved
    No player can cast spells or activate abilities in between the modes of a resolving spell. Any abilities that
    trigger won't be put onto the stack until the spell is done resolving.

    @id:otj-final-showdown-trigger-after-resolution
    Scenario: Vincent Valentine, made indestructible, sees Bob's creature die: its ability goes on the stack after Final Showdown resolved
      Given Alice controls Vincent Valentine
      And Bob controls Memnite
      And Alice has {W}{W}{W}{C}{C}{C}{C} in her mana pool
      And Alice will choose the mode "Choose a creature you control. It gains indestructible until end of turn."
      And Alice will choose the mode "Destroy all creatures."
      And Alice will choose no more modes
      And Alice will choose Vincent Valentine as the chosen creature
      When Alice casts Final Showdown from her hand
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Vincent Valentine
      And Alice has Final Showdown and Grizzly Bears in her graveyard
      And the stack, from the bottom, holds Vincent Valentine's triggered ability

    @id:otj-final-showdown-no-trigger-after-losing-abilities
    Scenario: With the first mode too, Vincent Valentine has no abilities as Bob's creature dies: nothing triggers
      Given Alice controls Vincent Valentine
      And Bob controls Memnite
      And Alice has {W}{W}{W}{C}{C}{C}{C}{C} in her mana pool
      And Alice will choose the mode "All creatures lose all abilities until end of turn."
      And Alice will choose the mode "Choose a creature you control. It gains indestructible until end of turn."
      And Alice will choose the mode "Destroy all creatures."
      And Alice will choose Vincent Valentine as the chosen creature
      When Alice casts Final Showdown from her hand
      And all players pass priority
      Then no triggered ability is put on the stack
      And the stack is empty
