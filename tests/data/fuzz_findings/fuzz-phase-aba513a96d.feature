Feature: Unreviewed divergence fuzz-phase-aba513a96d (phase against reference)

  @id:fuzz-phase-aba513a96d @unreviewed @cr:602.2 @cr:701.21a @cr:700.4 @cr:704.5d
  Scenario: phase and reference disagree on the stack after Alice activates Food's "{2}, {T}, Sacrifice this token:" ability
    Unreviewed: found by differential testing (rulings fuzz --engine phase --against reference --examples 2000 --seed 1) and shrunk by Hypothesis.
    The expectation is reference's answer; a person decides which engine is right, attaches the
    ruling or rule that decides it, removes @unreviewed and moves the scenario into features/.
    After the last action:
    reference 0.1.0: the stack, from the bottom, holds Food's activated ability
    phase 0.103.0: the stack, from the bottom, holds ?'s activated ability
    Rules reference applied in that action: 602.2, 701.21a, 700.4, 704.5d.
    Divergence keys: fuzz-phase-aba513a96d.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Food
    And Alice has {C}{C} in her mana pool
    When Alice activates Food's "{2}, {T}, Sacrifice this token:" ability
    Then the stack, from the bottom, holds Food's activated ability
