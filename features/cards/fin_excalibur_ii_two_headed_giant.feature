Feature: Excalibur II in a Two-Headed Giant game
  Excalibur II {1} — Legendary Artifact — Equipment
  Whenever you gain life, put a charge counter on Excalibur II.

  Rulings: the FIN rulings file (features/fin.rulings.json), 2025-06-06; wording as recorded by
  shaggy806/MTG-Engine only (single source). Each player gains life individually; the result is applied
  to the team's shared life total (CR 810.9).

  Background:
    Given a Two-Headed Giant game: Alice and Carol against Bob and Dave
    And it is Alice's precombat main phase

  @ruling:76038fda2f10 @cr:810.9 @cr:119.9
  Rule: In Two-Headed Giant, a teammate's life gain doesn't make your Excalibur II trigger
    In a Two-Headed Giant game, life gained by your teammate won't cause Excalibur II's first ability to
    trigger, even though it caused your team's life total to increase.

    @id:excalibur-2hg-teammate-gains
    Scenario: Carol gains 3 life with Lightning Helix: the team's life total rises, Alice's Excalibur II doesn't trigger
      Given Alice controls Excalibur II
      And Carol has Lightning Helix in her hand
      And Carol has {R}{W} in her mana pool
      And Carol will choose Bob as targets
      When Alice passes priority
      And Carol casts Lightning Helix from her hand
      And all players pass priority until the stack is empty
      Then Alice's life total is 33
      And Excalibur II has 0 charge counters

    @id:excalibur-2hg-own-gain
    Scenario: Alice gains 3 life with Lightning Helix in Two-Headed Giant: her Excalibur II triggers
      Given Alice controls Excalibur II
      And Alice has Lightning Helix in her hand
      And Alice has {R}{W} in her mana pool
      And Alice will choose Bob as targets
      When Alice casts Lightning Helix from her hand
      And all players pass priority until the stack is empty
      Then Carol's life total is 33
      And Excalibur II has 1 charge counter
