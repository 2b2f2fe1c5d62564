Feature: Unreviewed divergence fuzz-phase-12782f7b6d (phase against reference)

  @id:fuzz-phase-12782f7b6d @unreviewed @cr:732.1 @cr:601.2c
  Scenario: phase and reference disagree on whether the action is accepted after Bob casts Sorceress's Schemes from graveyard
    Unreviewed: found by differential testing (rulings fuzz --engine phase --against reference --examples 500 --seed 1) and shrunk by Hypothesis.
    The expectation is reference's answer; a person decides which engine is right, attaches the
    ruling or rule that decides it, removes @unreviewed and moves the scenario into features/.
    After the last action:
    reference 0.1.0: rejected by rule 601.2c: Sorceress's Schemes has no legal target for target instant or sorcery card from your graveyard or exiled card with flashback you own
    phase 0.103.0: accepted
    Rules reference applied in that action: 732.1 (its refusal: 601.2c).
    Divergence keys: fuzz-phase-12782f7b6d.
    Triage (phase 0.103.0): phase 0.103.0's divergence: its standalone reproduction (fuzz-phase-12782f7b6d.py, phase 0.103.0's own package alone) reproduces it

    Given a game between Alice and Bob
    And it is Bob's precombat main phase
    And Bob has Sorceress's Schemes in his graveyard
    And Bob has {R}{C}{C}{C}{C} in his mana pool
    When Bob tries to cast Sorceress's Schemes from his graveyard
    Then that is rejected
