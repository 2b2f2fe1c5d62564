Feature: Unreviewed divergence fuzz-phase-261fe660d7 (phase against reference)

  @id:fuzz-phase-261fe660d7 @unreviewed @cr:117.3d
  Scenario: phase and reference disagree on whether the action is accepted after Alice passes priority
    Unreviewed: found by differential testing (rulings fuzz --engine phase --against reference --examples 500 --seed 1) and shrunk by Hypothesis.
    The expectation is reference's answer; a person decides which engine is right, attaches the
    ruling or rule that decides it, removes @unreviewed and moves the scenario into features/.
    After the last action:
    reference 0.1.0: accepted
    phase 0.103.0: rejected by rule 117.3: Alice doesn't have priority
    Rules reference applied in that action: none reported.
    Divergence keys: fuzz-phase-261fe660d7.
    Triage (phase 0.103.0): not verified as phase 0.103.0's (the adapter's until a reproduction says otherwise): unreviewed/phase/fuzz-phase-261fe660d7.feature:24: Alice passes priority was rejected: Alice doesn't have priority (rule 117.1) (not verified: the adapter wrote no standalone reproduction in phase's own terms, so this is not counted as phase's fault)

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Traveling Chocobo
    And Bob has Censor in his hand
    And Bob has {U}{C} in his mana pool
    When Alice passes priority
    And Bob tries to cast Censor from his hand
    Then that is rejected
    When all players pass priority
    And Alice passes priority
