Feature: Unreviewed divergence fuzz-phase-1b2fd03069 (phase against reference)

  @id:fuzz-phase-1b2fd03069 @unreviewed @cr:732.1 @cr:601.2h
  Scenario: phase and reference disagree on whether the action is accepted after Alice casts Repentant Blacksmith from hand
    Unreviewed: found by differential testing (rulings fuzz --engine phase --against reference --examples 500 --seed 1) and shrunk by Hypothesis.
    The expectation is reference's answer; a person decides which engine is right, attaches the
    ruling or rule that decides it, removes @unreviewed and moves the scenario into features/.
    After the last action:
    reference 0.1.0: rejected by rule 601.2h: Alice can't pay {1}{W} for Repentant Blacksmith: the mana pool holds 0 mana
    phase 0.103.0: accepted
    Rules reference applied in that action: 732.1 (its refusal: 601.2h).
    Divergence keys: fuzz-phase-1b2fd03069.
    Triage (phase 0.103.0): phase 0.103.0's divergence: its standalone reproduction (fuzz-phase-1b2fd03069.py, phase 0.103.0's own package alone) reproduces it

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Plains and Mana Flare
    And Alice has Repentant Blacksmith in her hand
    When Alice tries to cast Repentant Blacksmith from her hand
    Then that is rejected
